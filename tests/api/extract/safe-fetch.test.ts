import net from "node:net";
import { gzipSync } from "node:zlib";
import { ApiError } from "@/lib/api/errors";
import { allowPrivateNetworkFromEnv, safeFetch, type LookupFn } from "@/lib/extract/safe-fetch";
import { html, redirect, startLocalServer, type LocalServer } from "./support/local-server";

let server: LocalServer;
let connectSpy: jest.SpyInstance;

/** A DNS stub: names map to fixed answers, and every question is recorded. */
function stubLookup(answers: Record<string, string[]>) {
  const asked: string[] = [];
  const lookup: LookupFn = async (hostname) => {
    asked.push(hostname);
    const addresses = answers[hostname];
    if (!addresses) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return { lookup, asked };
}

/** Where sockets were asked to connect (Node passes its normalised [options, cb] array). */
const connectTargets = () =>
  connectSpy.mock.calls.map((args: unknown[]) => {
    const first = Array.isArray(args[0]) ? args[0][0] : args[0];
    return (first as { host?: string } | undefined)?.host;
  });

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  server = await startLocalServer({
    "/job": html("<h1>Engineer</h1>"),
    "/start": redirect("/hop"),
    "/hop": (_request, response) =>
      response.writeHead(302, { location: `http://internal.example:${server.port}/job` }).end(),
    "/relative": redirect("./job", 303),
    "/loop": redirect("/loop"),
    "/missing": html("<h1>Gone</h1>", 404),
    "/broken": html("<h1>Oops</h1>", 500),
    "/image": (_request, response) =>
      response.writeHead(200, { "content-type": "image/png" }).end(Buffer.alloc(64)),
    "/untyped": (_request, response) => response.writeHead(200).end("hello"),
    "/declared-huge": (_request, response) => {
      response.writeHead(200, { "content-type": "text/html", "content-length": 4 * 1024 * 1024 });
      response.write("<p>start</p>");
    },
    "/streamed-huge": (_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      const chunk = "<p>" + "x".repeat(16 * 1024) + "</p>";
      let sent = 0;
      const pump = () => {
        if (response.destroyed || sent > 8 * 1024 * 1024) return response.end();
        sent += chunk.length;
        if (response.write(chunk)) setImmediate(pump);
        else response.once("drain", pump);
      };
      pump();
    },
    "/gzip-bomb": (_request, response) =>
      response
        .writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" })
        .end(gzipSync(Buffer.alloc(8 * 1024 * 1024, 0x20))),
    "/gzipped": (_request, response) =>
      response
        .writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" })
        .end(gzipSync("<p>compressed café</p>")),
    "/latin1": (_request, response) =>
      response
        .writeHead(200, { "content-type": "text/html; charset=windows-1252" })
        .end(Buffer.from([0x63, 0x61, 0x66, 0xe9])),
    "/silent": () => undefined,
    "/stalls": (_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.write("<p>first bytes</p>");
    },
  });
});

afterAll(() => server.close());

beforeEach(() => {
  connectSpy = jest.spyOn(net.Socket.prototype, "connect");
});

afterEach(() => connectSpy.mockRestore());

describe("safeFetch against a local server (private network explicitly allowed)", () => {
  const open = { allowPrivateNetwork: true as const };

  it("reads a page and reports its type and final address", async () => {
    const result = await safeFetch(`${server.origin}/job`, open);
    expect(result).toMatchObject({ status: 200, contentType: "text/html" });
    expect(result.body).toContain("Engineer");
    expect(connectTargets()).toEqual(["127.0.0.1"]);
  });

  it("follows relative redirects and reports where it ended", async () => {
    const result = await safeFetch(`${server.origin}/relative`, open);
    expect(result.url).toBe(`${server.origin}/job`);
  });

  it("stops after five redirects", async () => {
    const before = server.requests.length;
    const error = await refusal(safeFetch(`${server.origin}/loop`, open));
    expect([error.status, error.message]).toEqual([422, "The page redirected too many times."]);
    expect(server.requests.length - before).toBe(6);
  });

  it.each([
    ["/missing", 422, "The job page answered 404."],
    ["/broken", 422, "The job page answered 500."],
    ["/image", 415, "That link is not a web page."],
    ["/untyped", 415, "That link is not a web page."],
    ["/declared-huge", 413, "The page is too large to read."],
    ["/streamed-huge", 413, "The page is too large to read."],
  ])("%s is refused with %i", async (path, status, message) => {
    const error = await refusal(safeFetch(`${server.origin}${path}`, open));
    expect([error.status, error.message]).toEqual([status, message]);
  });

  it("caps the decompressed size, not the compressed one", async () => {
    const error = await refusal(
      safeFetch(`${server.origin}/gzip-bomb`, { ...open, maxBytes: 1024 * 1024 }),
    );
    expect(error.status).toBe(413);
    const small = await safeFetch(`${server.origin}/gzipped`, open);
    expect(small.body).toBe("<p>compressed café</p>");
  });

  it("decodes the declared charset", async () => {
    expect((await safeFetch(`${server.origin}/latin1`, open)).body).toBe("café");
  });

  it.each(["/silent", "/stalls"])("gives up on %s after timeoutMs", async (path) => {
    const started = Date.now();
    const error = await refusal(safeFetch(`${server.origin}${path}`, { ...open, timeoutMs: 200 }));
    expect([error.status, error.message]).toEqual([422, "The page did not respond in time."]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("connects to the address it checked: one DNS question per hop, Host kept", async () => {
    const dns = stubLookup({ "jobs.test": ["127.0.0.1"] });
    const result = await safeFetch(`http://jobs.test:${server.port}/job`, {
      ...open,
      lookup: dns.lookup,
    });
    expect(result.body).toContain("Engineer");
    expect(dns.asked).toEqual(["jobs.test"]);
    expect(server.requests.at(-1)?.host).toBe(`jobs.test:${server.port}`);
  });
});

describe("safeFetch refuses private networks", () => {
  it("refuses a redirect to a private address before connecting to it", async () => {
    const dns = stubLookup({ "internal.example": ["10.0.0.5"] });
    const before = server.connections();
    const error = await refusal(
      safeFetch(`${server.origin}/start`, { allowPrivateNetwork: "loopback", lookup: dns.lookup }),
    );
    expect([error.status, error.message]).toEqual([
      400,
      "That address is not allowed: it points to a private network.",
    ]);
    expect(dns.asked).toEqual(["internal.example"]);
    expect(server.connections() - before).toBe(2);
    expect(connectTargets()).toEqual(["127.0.0.1", "127.0.0.1"]);
  });

  it("refuses the local server itself by default, without connecting", async () => {
    const before = server.connections();
    const error = await refusal(safeFetch(`${server.origin}/job`));
    expect(error.status).toBe(400);
    expect(server.connections()).toBe(before);
    expect(connectSpy).not.toHaveBeenCalled();
  });

  const dns = stubLookup({
    "loopback.example": ["127.0.0.1"],
    "mixed.example": ["93.184.216.34", "10.1.2.3"],
    "metadata.example": ["169.254.169.254"],
    "mapped.example": ["::ffff:127.0.0.1"],
  });
  const NOT_ALLOWED = /^That address is not allowed: /;
  const WEB_ONLY = /^Only web links/;

  it.each([
    ["http://127.0.0.1/", NOT_ALLOWED],
    ["http://10.0.0.1/", NOT_ALLOWED],
    ["http://172.16.0.1/", NOT_ALLOWED],
    ["http://192.168.1.1/", NOT_ALLOWED],
    ["http://169.254.169.254/latest/meta-data/", NOT_ALLOWED],
    ["http://100.64.0.1/", NOT_ALLOWED],
    ["http://0.0.0.0/", NOT_ALLOWED],
    ["http://[::1]/", NOT_ALLOWED],
    ["http://[::]/", NOT_ALLOWED],
    ["http://[::ffff:127.0.0.1]/", NOT_ALLOWED],
    ["http://[fd00::1]/", NOT_ALLOWED],
    ["http://[fe80::1]/", NOT_ALLOWED],
    ["http://2130706433/", NOT_ALLOWED],
    ["http://0177.0.0.1/", NOT_ALLOWED],
    ["http://0x7f.0.0.1/", NOT_ALLOWED],
    ["http://127.1/", NOT_ALLOWED],
    ["http://loopback.example/", NOT_ALLOWED],
    ["http://mixed.example/", NOT_ALLOWED],
    ["http://metadata.example/", NOT_ALLOWED],
    ["http://mapped.example/", NOT_ALLOWED],
    ["file:///etc/passwd", WEB_ONLY],
    ["ftp://example.com/", WEB_ONLY],
    ["data:text/html,<h1>hi</h1>", WEB_ONLY],
    ["javascript:alert(1)", WEB_ONLY],
    ["not a url", /^That is not a valid web address/],
  ])("%s is refused with 400 and no connection", async (url, message) => {
    const error = await refusal(safeFetch(url, { lookup: dns.lookup }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(message);
    expect(connectSpy).not.toHaveBeenCalled();
  });

  it("never asks DNS about IP literals", async () => {
    const literalOnly = stubLookup({});
    await refusal(safeFetch("http://0177.0.0.1/", { lookup: literalOnly.lookup }));
    expect(literalOnly.asked).toEqual([]);
  });

  it("says so when a name does not resolve", async () => {
    const error = await refusal(safeFetch("http://nowhere.example/", { lookup: dns.lookup }));
    expect(error.status).toBe(422);
    expect(connectSpy).not.toHaveBeenCalled();
  });
});

describe("allowPrivateNetworkFromEnv", () => {
  const saved = process.env.ALLOW_PRIVATE_NETWORK_FETCH;
  afterEach(() => {
    if (saved === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_FETCH;
    else process.env.ALLOW_PRIVATE_NETWORK_FETCH = saved;
  });

  it.each([
    [undefined, false],
    ["", false],
    ["1", false],
    ["TRUE", false],
    ["true", true],
  ])("ALLOW_PRIVATE_NETWORK_FETCH=%s gives %s", (value, expected) => {
    if (value === undefined) delete process.env.ALLOW_PRIVATE_NETWORK_FETCH;
    else process.env.ALLOW_PRIVATE_NETWORK_FETCH = value;
    expect(allowPrivateNetworkFromEnv()).toBe(expected);
  });
});
