import { isIPv4, isIPv6 } from "node:net";

/**
 * What kind of network an IP address belongs to. Only "public" is ever fetched by
 * default; "loopback", "private" and "cgnat" open up with the explicit development
 * setting; every other kind is refused always, because no job posting lives there.
 */
export type AddressKind =
  | "public"
  | "loopback"
  | "private"
  | "cgnat"
  | "link-local"
  | "metadata"
  | "multicast"
  | "unspecified"
  | "reserved"
  | "invalid";

/** How far `allowPrivateNetwork` opens the policy: "loopback" is for local test servers. */
export type PrivateNetworkAccess = boolean | "loopback";

type Range4 = [base: number, prefix: number, kind: AddressKind];

// Checked in order: the first matching range wins, so specific ranges come first.
const IPV4_RANGES: Range4[] = [
  [ip4(169, 254, 169, 254), 32, "metadata"],
  [ip4(0, 0, 0, 0), 32, "unspecified"],
  [ip4(0, 0, 0, 0), 8, "reserved"],
  [ip4(10, 0, 0, 0), 8, "private"],
  [ip4(100, 64, 0, 0), 10, "cgnat"],
  [ip4(127, 0, 0, 0), 8, "loopback"],
  [ip4(169, 254, 0, 0), 16, "link-local"],
  [ip4(172, 16, 0, 0), 12, "private"],
  [ip4(192, 0, 0, 0), 24, "reserved"],
  [ip4(192, 0, 2, 0), 24, "reserved"],
  [ip4(192, 88, 99, 0), 24, "reserved"],
  [ip4(192, 168, 0, 0), 16, "private"],
  [ip4(198, 18, 0, 0), 15, "reserved"],
  [ip4(198, 51, 100, 0), 24, "reserved"],
  [ip4(203, 0, 113, 0), 24, "reserved"],
  [ip4(224, 0, 0, 0), 4, "multicast"],
  [ip4(240, 0, 0, 0), 4, "reserved"],
];

function ip4(a: number, b: number, c: number, d: number): number {
  return ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;
}

function classifyIPv4Number(value: number): AddressKind {
  for (const [base, prefix, kind] of IPV4_RANGES) {
    const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
    if ((value & mask) >>> 0 === base) return kind;
  }
  return "public";
}

function parseIPv4(address: string): number | null {
  if (!isIPv4(address)) return null;
  const [a, b, c, d] = address.split(".").map(Number);
  return ip4(a, b, c, d);
}

/** Eight 16-bit groups, or null; handles "::" and a dotted IPv4 tail. */
function parseIPv6(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase();
  const tail: number[] = [];
  const dotted = text.match(/(?<!\d)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const v4 = parseIPv4(dotted[1]);
    if (v4 === null) return null;
    tail.push(v4 >>> 16, v4 & 0xffff);
    text = text.slice(0, -dotted[1].length) + "0:0";
  }
  const [head, rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest === undefined ? [] : rest ? rest.split(":") : [];
  const missing = 8 - left.length - right.length;
  const groups = [
    ...left,
    ...Array<string>(rest === undefined ? 0 : missing).fill("0"),
    ...right,
  ].map((group) => parseInt(group, 16));
  if (groups.length !== 8 || groups.some((group) => Number.isNaN(group))) return null;
  if (tail.length) groups.splice(6, 2, ...tail);
  return groups;
}

function embeddedIPv4(groups: number[], at: number): number {
  return ((groups[at] << 16) | groups[at + 1]) >>> 0;
}

function classifyIPv6Groups(g: number[]): AddressKind {
  const zeroUpTo = (n: number) => g.slice(0, n).every((group) => group === 0);
  if (zeroUpTo(8)) return "unspecified";
  if (zeroUpTo(7) && g[7] === 1) return "loopback";
  // Addresses that carry an IPv4 address inside are judged by that address: mapped
  // (::ffff:a.b.c.d), the deprecated compatible form (::a.b.c.d), NAT64 and 6to4.
  if (zeroUpTo(5) && g[5] === 0xffff) return classifyIPv4Number(embeddedIPv4(g, 6));
  if (zeroUpTo(6)) return classifyIPv4Number(embeddedIPv4(g, 6));
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) {
    return classifyIPv4Number(embeddedIPv4(g, 6));
  }
  if (g[0] === 0x2002) return classifyIPv4Number(embeddedIPv4(g, 1));
  if ((g[0] & 0xfe00) === 0xfc00) return "private"; // fc00::/7 unique local
  if ((g[0] & 0xffc0) === 0xfe80) return "link-local"; // fe80::/10
  if ((g[0] & 0xffc0) === 0xfec0) return "private"; // fec0::/10 old site-local
  if ((g[0] & 0xff00) === 0xff00) return "multicast";
  if (g[0] === 0x2001 && g[1] === 0x0db8) return "reserved"; // documentation
  if (g[0] === 0x2001 && g[1] === 0) return "reserved"; // Teredo hides the real peer
  if (g[0] === 0x0100 && g.slice(1, 4).every((x) => x === 0)) return "reserved"; // discard
  // Only global unicast (2000::/3) is public; everything else is unassigned or special.
  return (g[0] & 0xe000) === 0x2000 ? "public" : "reserved";
}

/** Classifies a literal IPv4 or IPv6 address (brackets and zone ids are tolerated). */
export function classifyAddress(address: string): AddressKind {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const v4 = parseIPv4(bare);
  if (v4 !== null) return classifyIPv4Number(v4);
  const v6 = parseIPv6(bare);
  return v6 ? classifyIPv6Groups(v6) : "invalid";
}

/** Whether the policy lets us connect to an address of this kind. */
export function isAllowedKind(kind: AddressKind, access: PrivateNetworkAccess = false): boolean {
  if (kind === "public") return true;
  if (access === "loopback") return kind === "loopback";
  if (access === true) return kind === "loopback" || kind === "private" || kind === "cgnat";
  return false;
}

const REASONS: Record<Exclude<AddressKind, "public">, string> = {
  loopback: "it points to this server itself",
  private: "it points to a private network",
  cgnat: "it points to a private network",
  "link-local": "it points to a local network device",
  metadata: "it points to a cloud metadata service",
  multicast: "it is a multicast address",
  unspecified: "it is not a real destination",
  reserved: "it points to a reserved network range",
  invalid: "it is not a valid network address",
};

/** The sentence shown to a person whose link was refused. */
export function refusalMessage(kind: Exclude<AddressKind, "public">): string {
  return `That address is not allowed: ${REASONS[kind]}.`;
}
