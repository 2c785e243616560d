import os from "node:os";
import { configuredOrigin } from "./app-origin";
import { trustProxy } from "./client-address";
import { isLoopbackHost, listenHost } from "../listen-host";

/**
 * Which `Host` values the server answers (server.ts refuses the rest with 421 before any
 * route runs). A DNS-rebinding page reaches us under its own domain name, so its Host is
 * that name: never a loopback name, never an IP literal, never a name we chose.
 * - Loopback names and addresses: always (local health checks, the operator's commands).
 * - The configured public origin's host name (APP_ORIGIN, or NEXTAUTH_URL).
 * - With no origin configured and listening beyond loopback: any IP literal, the name HOST
 *   listens on and this machine's own names as well; any other name needs APP_ORIGIN.
 * Behind a trusted proxy the first X-Forwarded-Host (what the browser sent) is checked.
 * Names compare case-insensitively, without a trailing dot; the port does not count.
 */
export type HostRules = {
  names: ReadonlySet<string>;
  isAnyAddressAnswered: boolean;
  hasConfiguredOrigin: boolean;
  trustProxy: boolean;
  /** Where a refused visitor should go instead, for the 421's message. */
  openAt: string;
};

type HostRulesInput = {
  configuredOrigin: string | null;
  listenHost: string;
  port: number;
  trustProxy: boolean;
  machineNames: string[];
};

type ParsedHost = { name: string; isAddress: boolean };

const HOST = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9_.-]+))(?::(\d{1,5}))?$/i;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const WILDCARDS = new Set(["0.0.0.0", "::", "[::]"]);

function ipv6(text: string): string | null {
  try {
    return new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

function parseName(text: string): ParsedHost | null {
  const name = text.toLowerCase().replace(/\.$/, "");
  const labels = name.split(".");
  if (name.length > 253 || labels.some((label) => !label || label.length > 63)) return null;
  const ipv4 = IPV4.exec(name);
  if (ipv4)
    return ipv4.slice(1).every((part) => Number(part) <= 255) ? { name, isAddress: true } : null;
  // A name ending in a number would be read as an odd form of IPv4 (URL rules): refused.
  if (/^\d+$/.test(labels.at(-1)!)) return null;
  return { name, isAddress: false };
}

/** A Host header's name (lowercase, no trailing dot; an IPv6 address without brackets), or null when it is not a host. */
export function parseHost(value: string | undefined | null): ParsedHost | null {
  const match = HOST.exec(value?.trim() ?? "");
  if (!match) return null;
  if (match[3] !== undefined && Number(match[3]) > 65535) return null;
  if (match[1] !== undefined) {
    const address = ipv6(match[1]);
    return address ? { name: address, isAddress: true } : null;
  }
  return parseName(match[2]);
}

function isLoopbackName({ name, isAddress }: ParsedHost): boolean {
  if (!isAddress) return name === "localhost" || name.endsWith(".localhost");
  return (
    name === "::1" ||
    /^127\.\d+\.\d+\.\d+$/.test(name) ||
    /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(name)
  );
}

/** A host as it appears in a URL or a Host header: a bare IPv6 address gets its brackets. */
const bracketed = (host: string) =>
  host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;

export function hostRules(input: HostRulesInput): HostRules {
  const names = new Set<string>();
  const add = (host: string) => {
    const parsed = parseHost(bracketed(host));
    if (parsed) names.add(parsed.name);
  };
  const origin = input.configuredOrigin ? new URL(input.configuredOrigin) : null;
  if (origin) add(origin.hostname);
  const listen = input.listenHost.trim();
  const isLoopback = isLoopbackHost(listen);
  const isWildcard = WILDCARDS.has(listen);
  const isOpenNetwork = !isLoopback && !origin;
  if (isOpenNetwork) [...(isWildcard ? [] : [listen]), ...input.machineNames].forEach(add);
  const reachableAs = isLoopback ? "localhost" : isWildcard ? input.machineNames[0] : listen;
  return {
    names,
    // An IP literal cannot be a rebinding page's Host (that is always its own domain name),
    // and load balancers' health checks send one.
    isAnyAddressAnswered: !isLoopback,
    trustProxy: input.trustProxy,
    hasConfiguredOrigin: origin !== null,
    openAt:
      origin?.origin ??
      (reachableAs
        ? `http://${bracketed(reachableAs)}:${input.port}`
        : `this machine's address on port ${input.port}`),
  };
}

/** The host names os.hostname() gives this machine: itself, its first label, and that .local (mDNS). */
export function machineNames(hostname = os.hostname()): string[] {
  const full = hostname.trim().toLowerCase();
  if (!full) return [];
  const short = full.split(".")[0];
  return [...new Set([full, short, `${short}.local`])];
}

/** The rules for this process's settings, worked out once at start-up (server.ts). */
export function hostRulesFromEnv(port: number): HostRules {
  return hostRules({
    configuredOrigin: configuredOrigin(),
    listenHost: listenHost(),
    port,
    trustProxy: trustProxy(),
    machineNames: machineNames(),
  });
}

/** The host a request is checked by: the first X-Forwarded-Host behind a trusted proxy, else Host. */
export function requestedHost(
  rules: HostRules,
  host: string | undefined,
  forwardedHost: string | undefined,
): string | undefined {
  const forwarded = rules.trustProxy ? forwardedHost?.split(",")[0]?.trim() : undefined;
  return forwarded || host;
}

export function isAllowedHost(rules: HostRules, host: string | undefined): boolean {
  const parsed = parseHost(host);
  if (!parsed) return false;
  if (isLoopbackName(parsed) || rules.names.has(parsed.name)) return true;
  return parsed.isAddress && rules.isAnyAddressAnswered;
}

/** The 421's message: what was asked for, and where to go instead. */
export function refusalMessage(rules: HostRules, host: string | undefined): string {
  const shown = host?.trim().slice(0, 100);
  const asked = shown ? `the address ${shown}` : "a request without a Host header";
  return `This server does not answer for ${asked}. Open it at ${rules.openAt}, or set APP_ORIGIN to the address you use.`;
}

/** A line for the start-up log: which hosts are answered when nothing names the public one. */
export function describeAnsweredHosts(rules: HostRules): string | null {
  if (!rules.isAnyAddressAnswered || rules.hasConfiguredOrigin) return null;
  const names = ["localhost", ...rules.names].join(", ");
  return `Answering requests for ${names} and any IP address; set APP_ORIGIN to the address people use to answer for another name.`;
}
