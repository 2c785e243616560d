import { configuredOrigin } from "@/lib/api/app-origin";
import {
  describeAnsweredHosts,
  hostRules,
  hostRulesFromEnv,
  isAllowedHost,
  machineNames,
  parseHost,
  refusalMessage,
  requestedHost,
} from "@/lib/api/host-check";
import { pinAppOrigin } from "@/lib/runtime-env";

const MACHINE = machineNames("box.corp.example");

const rules = (
  overrides: Partial<{
    configuredOrigin: string | null;
    listenHost: string;
    trustProxy: boolean;
  }> = {},
) =>
  hostRules({
    configuredOrigin: null,
    listenHost: "127.0.0.1",
    port: 3000,
    trustProxy: false,
    machineNames: MACHINE,
    ...overrides,
  });

const LOOPBACK = rules();
const OPEN = rules({ listenHost: "0.0.0.0" });
const ON_ADDRESS = rules({ listenHost: "192.168.1.5" });
const ON_NAME = rules({ listenHost: "shortlist.lan" });
const PUBLIC = rules({ configuredOrigin: "https://jobs.example.com" });
const PUBLIC_OPEN = rules({ configuredOrigin: "https://jobs.example.com", listenHost: "0.0.0.0" });
const WITH_PORT = rules({ configuredOrigin: "http://jobs.example.com:8080" });

describe("parseHost", () => {
  it.each([
    ["localhost:3000", { name: "localhost", isAddress: false }],
    ["LocalHost.", { name: "localhost", isAddress: false }],
    ["127.0.0.1", { name: "127.0.0.1", isAddress: true }],
    ["[::1]:3000", { name: "::1", isAddress: true }],
    ["[0:0:0:0:0:0:0:1]", { name: "::1", isAddress: true }],
    ["Jobs.Example.COM.:443", { name: "jobs.example.com", isAddress: false }],
  ])("reads %s", (value, parsed) => {
    expect(parseHost(value)).toEqual(parsed);
  });

  it.each([
    ["a b"],
    [""],
    ["   "],
    ["[::1"],
    ["::1"],
    ["[::1]x"],
    ["[evil.example]"],
    ["evil.example@localhost"],
    ["localhost/evil"],
    ["localhost:"],
    ["localhost:99999"],
    ["a..b"],
    ["256.0.0.1"],
    ["1.2.3"],
    ["0x7f.1"],
    ["x".repeat(64) + ".example"],
  ])("refuses %j", (value) => {
    expect(parseHost(value)).toBeNull();
  });

  it("refuses a missing Host", () => {
    expect(parseHost(undefined)).toBeNull();
    expect(isAllowedHost(OPEN, undefined)).toBe(false);
  });
});

// One row per rule: the host asked for, then whether each configuration answers it.
// Columns: loopback (the default), HOST=0.0.0.0, HOST=192.168.1.5, HOST=shortlist.lan,
// APP_ORIGIN on loopback, APP_ORIGIN with HOST=0.0.0.0.
const CONFIGS = [LOOPBACK, OPEN, ON_ADDRESS, ON_NAME, PUBLIC, PUBLIC_OPEN];
const TABLE: [string, boolean[]][] = [
  // Loopback names and addresses: always.
  ["localhost:3000", [true, true, true, true, true, true]],
  ["localhost", [true, true, true, true, true, true]],
  ["app.localhost:3000", [true, true, true, true, true, true]],
  ["127.0.0.1", [true, true, true, true, true, true]],
  ["127.0.0.1:3000", [true, true, true, true, true, true]],
  ["127.8.9.10:3000", [true, true, true, true, true, true]],
  ["[::1]:3000", [true, true, true, true, true, true]],
  ["[::ffff:127.0.0.1]:3000", [true, true, true, true, true, true]],
  // A rebinding page's own name: never.
  ["evil.example", [false, false, false, false, false, false]],
  ["evil.example:3000", [false, false, false, false, false, false]],
  ["localhost.evil.example", [false, false, false, false, false, false]],
  ["127.0.0.1.evil.example", [false, false, false, false, false, false]],
  // IP literals: whenever listening beyond loopback (a rebinding page's Host is a name;
  // load balancers' health checks send an address).
  ["192.168.1.5:3000", [false, true, true, true, false, true]],
  ["10.0.0.7", [false, true, true, true, false, true]],
  ["[fe80::1]:3000", [false, true, true, true, false, true]],
  ["0.0.0.0:3000", [false, true, true, true, false, true]],
  // This machine's names: beyond loopback with no origin configured.
  ["box:3000", [false, true, true, true, false, false]],
  ["box.local:3000", [false, true, true, true, false, false]],
  ["BOX.corp.example.", [false, true, true, true, false, false]],
  // The name HOST listens on.
  ["shortlist.lan:3000", [false, false, false, true, false, false]],
  // The configured public origin, with or without a port, in any case.
  ["jobs.example.com", [false, false, false, false, true, true]],
  ["jobs.example.com:443", [false, false, false, false, true, true]],
  ["JOBS.example.com.", [false, false, false, false, true, true]],
  ["www.jobs.example.com", [false, false, false, false, false, false]],
];

describe("isAllowedHost", () => {
  it.each(TABLE)("%s", (host, expected) => {
    expect(CONFIGS.map((config) => isAllowedHost(config, host))).toEqual(expected);
  });

  it("matches an origin with a port by name, whatever port the Host carries", () => {
    expect(isAllowedHost(WITH_PORT, "jobs.example.com:8080")).toBe(true);
    expect(isAllowedHost(WITH_PORT, "jobs.example.com")).toBe(true);
    expect(isAllowedHost(WITH_PORT, "other.example.com:8080")).toBe(false);
  });

  it("with an origin configured, answers addresses but no other name", () => {
    const pinned = rules({
      configuredOrigin: "https://jobs.example.com",
      listenHost: "shortlist.lan",
    });
    expect(isAllowedHost(pinned, "jobs.example.com")).toBe(true);
    expect(isAllowedHost(pinned, "192.168.1.5:3000")).toBe(true);
    expect(isAllowedHost(pinned, "shortlist.lan:3000")).toBe(false);
    expect(isAllowedHost(pinned, "box.local")).toBe(false);
  });

  it("answers an IPv6 origin", () => {
    const pinned = rules({ configuredOrigin: "http://[2001:db8::1]:3000" });
    expect(isAllowedHost(pinned, "[2001:DB8:0::1]:3000")).toBe(true);
    expect(isAllowedHost(pinned, "[2001:db8::2]:3000")).toBe(false);
  });

  it.each([["a b"], [""], ["[::1"], ["evil.example@localhost"]])(
    "refuses the malformed host %j everywhere",
    (host) => {
      expect(CONFIGS.map((config) => isAllowedHost(config, host))).toEqual(
        CONFIGS.map(() => false),
      );
    },
  );
});

describe("requestedHost", () => {
  const PROXIED = rules({ configuredOrigin: "https://jobs.example.com", trustProxy: true });

  it("behind a trusted proxy checks the first X-Forwarded-Host, what the browser sent", () => {
    const host = requestedHost(PROXIED, "127.0.0.1:3000", "evil.example, jobs.example.com");
    expect(host).toBe("evil.example");
    expect(isAllowedHost(PROXIED, host)).toBe(false);
    const ours = requestedHost(PROXIED, "app:3000", "jobs.example.com");
    expect(isAllowedHost(PROXIED, ours)).toBe(true);
  });

  it("behind a trusted proxy falls back to Host without X-Forwarded-Host", () => {
    expect(requestedHost(PROXIED, "127.0.0.1:3000", undefined)).toBe("127.0.0.1:3000");
    expect(requestedHost(PROXIED, "127.0.0.1:3000", " ")).toBe("127.0.0.1:3000");
  });

  it("without TRUST_PROXY ignores X-Forwarded-Host", () => {
    expect(requestedHost(PUBLIC, "evil.example", "localhost")).toBe("evil.example");
    expect(requestedHost(PUBLIC, "localhost:3000", "evil.example")).toBe("localhost:3000");
  });
});

describe("the refusal and the start-up line", () => {
  it("tells the visitor where to go", () => {
    expect(refusalMessage(LOOPBACK, "evil.example")).toBe(
      "This server does not answer for the address evil.example. Open it at http://localhost:3000, or set APP_ORIGIN to the address you use.",
    );
    expect(refusalMessage(PUBLIC_OPEN, "evil.example")).toContain(
      "Open it at https://jobs.example.com,",
    );
    expect(refusalMessage(OPEN, "evil.example")).toContain(
      "Open it at http://box.corp.example:3000,",
    );
    expect(refusalMessage(ON_ADDRESS, undefined)).toContain(
      "does not answer for a request without a Host header. Open it at http://192.168.1.5:3000,",
    );
    expect(refusalMessage(rules({ listenHost: "fe80::1" }), "x.example")).toContain(
      "http://[fe80::1]:3000",
    );
  });

  it("names the answered hosts only when listening beyond loopback with no origin", () => {
    expect(describeAnsweredHosts(OPEN)).toBe(
      "Answering requests for localhost, box.corp.example, box, box.local and any IP address; set APP_ORIGIN to the address people use to answer for another name.",
    );
    expect(describeAnsweredHosts(LOOPBACK)).toBeNull();
    expect(describeAnsweredHosts(PUBLIC_OPEN)).toBeNull();
  });
});

describe("the settings", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ["APP_ORIGIN", "NEXTAUTH_URL", "HOST", "TRUST_PROXY"]) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it("APP_ORIGIN names the origin; NEXTAUTH_URL is its older name", () => {
    expect(configuredOrigin({ APP_ORIGIN: "https://jobs.example.com/" })).toBe(
      "https://jobs.example.com",
    );
    expect(configuredOrigin({ NEXTAUTH_URL: "https://old.example.com/api/auth" })).toBe(
      "https://old.example.com",
    );
    expect(
      configuredOrigin({
        APP_ORIGIN: "https://new.example.com",
        NEXTAUTH_URL: "https://old.example.com",
      }),
    ).toBe("https://new.example.com");
    expect(configuredOrigin({})).toBeNull();
  });

  it.each([["jobs.example.com"], ["ftp://jobs.example.com"], ["https://"], ["not a url"]])(
    "an unreadable APP_ORIGIN (%s) stops start-up",
    (value) => {
      expect(() => configuredOrigin({ APP_ORIGIN: value })).toThrow(
        /APP_ORIGIN must be the address people open, such as https:\/\/jobs\.example\.com/,
      );
      expect(() => pinAppOrigin({ APP_ORIGIN: value })).toThrow(/APP_ORIGIN must be/);
    },
  );

  it("pinAppOrigin hands APP_ORIGIN to next-auth as NEXTAUTH_URL", () => {
    const env: Record<string, string | undefined> = { APP_ORIGIN: "https://jobs.example.com/" };
    pinAppOrigin(env);
    expect(env.NEXTAUTH_URL).toBe("https://jobs.example.com");
    const same: Record<string, string | undefined> = {
      APP_ORIGIN: "https://jobs.example.com",
      NEXTAUTH_URL: "https://jobs.example.com/api/auth",
    };
    pinAppOrigin(same);
    expect(same.NEXTAUTH_URL).toBe("https://jobs.example.com/api/auth");
    const alone: Record<string, string | undefined> = { NEXTAUTH_URL: "https://old.example.com" };
    pinAppOrigin(alone);
    expect(alone).toEqual({ NEXTAUTH_URL: "https://old.example.com" });
    expect(() =>
      pinAppOrigin({ APP_ORIGIN: "https://a.example.com", NEXTAUTH_URL: "https://b.example.com" }),
    ).toThrow(
      "APP_ORIGIN (https://a.example.com) and NEXTAUTH_URL (https://b.example.com) name different addresses; set only APP_ORIGIN.",
    );
  });

  it("hostRulesFromEnv reads APP_ORIGIN, HOST and TRUST_PROXY", () => {
    process.env.APP_ORIGIN = "https://jobs.example.com";
    process.env.HOST = "0.0.0.0";
    process.env.TRUST_PROXY = "1";
    const fromEnv = hostRulesFromEnv(3000);
    expect(fromEnv.trustProxy).toBe(true);
    expect(fromEnv.hasConfiguredOrigin).toBe(true);
    expect(isAllowedHost(fromEnv, "jobs.example.com")).toBe(true);
    expect(isAllowedHost(fromEnv, "evil.example")).toBe(false);
    delete process.env.APP_ORIGIN;
    delete process.env.TRUST_PROXY;
    const open = hostRulesFromEnv(3000);
    expect(open.trustProxy).toBe(false);
    expect(isAllowedHost(open, "10.1.2.3")).toBe(true);
    expect(isAllowedHost(open, "jobs.example.com")).toBe(false);
  });

  it("machineNames gives the name, its first label and that .local", () => {
    expect(machineNames("Box.corp.example")).toEqual(["box.corp.example", "box", "box.local"]);
    expect(machineNames("box")).toEqual(["box", "box.local"]);
    expect(machineNames("")).toEqual([]);
  });
});
