import { acceptsGzip } from "@/lib/api/accepts-gzip";

const withEncoding = (value?: string) =>
  new Request(
    "http://localhost/api/jobs",
    value === undefined ? {} : { headers: { "accept-encoding": value } },
  );

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["GZIP", true],
    ["*", true],
    ["deflate, br", false],
    ["gzip;q=0", false],
    ["gzip; q=0.000", false],
    ["identity", false],
    ["", false],
    ["gzip" + ", x".repeat(600), false],
  ])("%j: %s", (header, expected) => {
    expect(acceptsGzip(withEncoding(header))).toBe(expected);
  });

  it("is false without the header", () => {
    expect(acceptsGzip(withEncoding())).toBe(false);
  });
});
