import {
  classifyAddress,
  isAllowedKind,
  refusalMessage,
  type AddressKind,
} from "@/lib/extract/address-policy";

// Pure function: no connection is ever opened here.
const TABLE: [address: string, kind: AddressKind][] = [
  ["8.8.8.8", "public"],
  ["93.184.216.34", "public"],
  ["172.32.0.1", "public"],
  ["100.128.0.1", "public"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["10.0.0.1", "private"],
  ["10.255.255.255", "private"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["192.168.1.1", "private"],
  ["100.64.0.1", "cgnat"],
  ["100.127.255.255", "cgnat"],
  ["169.254.169.254", "metadata"],
  ["169.254.0.1", "link-local"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast"],
  ["0.0.0.0", "unspecified"],
  ["0.1.2.3", "reserved"],
  ["255.255.255.255", "reserved"],
  ["192.0.2.1", "reserved"],
  ["198.18.0.1", "reserved"],
  ["2606:4700:4700::1111", "public"],
  ["2001:4860:4860::8888", "public"],
  ["::1", "loopback"],
  ["[::1]", "loopback"],
  ["0:0:0:0:0:0:0:1", "loopback"],
  ["::", "unspecified"],
  ["fc00::1", "private"],
  ["fd12:3456:789a::1", "private"],
  ["fe80::1", "link-local"],
  ["fe80::1%eth0", "link-local"],
  ["febf::1", "link-local"],
  ["fec0::1", "private"],
  ["ff02::1", "multicast"],
  ["2001:db8::1", "reserved"],
  ["2001:0:4136:e378::1", "reserved"],
  ["::ffff:127.0.0.1", "loopback"],
  ["::ffff:7f00:1", "loopback"],
  ["[::ffff:7f00:1]", "loopback"],
  ["::ffff:10.0.0.1", "private"],
  ["::ffff:169.254.169.254", "metadata"],
  ["::ffff:8.8.8.8", "public"],
  ["::127.0.0.1", "loopback"],
  ["64:ff9b::a00:1", "private"],
  ["64:ff9b::808:808", "public"],
  ["2002:7f00:1::", "loopback"],
  ["2002:0808:0808::1", "public"],
  ["not-an-ip", "invalid"],
  ["127.1", "invalid"],
  ["", "invalid"],
];

describe("classifyAddress", () => {
  it.each(TABLE)("%s is %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });
});

describe("isAllowedKind", () => {
  const kinds: AddressKind[] = [
    "public",
    "loopback",
    "private",
    "cgnat",
    "link-local",
    "metadata",
    "multicast",
    "unspecified",
    "reserved",
    "invalid",
  ];
  const allowed = (access: boolean | "loopback") =>
    kinds.filter((kind) => isAllowedKind(kind, access));

  it("allows only public addresses by default", () => {
    expect(allowed(false)).toEqual(["public"]);
  });
  it("opens loopback and private ranges with the explicit setting, never metadata", () => {
    expect(allowed(true)).toEqual(["public", "loopback", "private", "cgnat"]);
  });
  it("opens only loopback in loopback mode", () => {
    expect(allowed("loopback")).toEqual(["public", "loopback"]);
  });
  it("explains a refusal in a sentence", () => {
    expect(refusalMessage("private")).toBe(
      "That address is not allowed: it points to a private network.",
    );
  });
});
