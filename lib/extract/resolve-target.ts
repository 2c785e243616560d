import { lookup as dnsLookup } from "node:dns/promises";
import { isIP } from "node:net";
import { ApiError } from "../api/errors";
import {
  classifyAddress,
  isAllowedKind,
  refusalMessage,
  type PrivateNetworkAccess,
} from "./address-policy";

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** DNS resolution, injectable so tests never touch a real resolver. */
export type LookupFn = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: LookupFn = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Parses a user-supplied address with the WHATWG URL parser. The parser already turns
 * the sneaky IPv4 spellings (2130706433, 0177.0.0.1, 0x7f.0.0.1) into dotted form, so
 * the address check below sees what a connection would really use.
 */
export function parseTarget(input: string): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw ApiError.badRequest("That is not a valid web address. Check the link and try again.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw ApiError.badRequest("Only web links (http:// or https://) can be read.");
  }
  if (!url.hostname) throw ApiError.badRequest("That web address has no host name.");
  return url;
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

function checkAddress(address: string, access: PrivateNetworkAccess): ResolvedAddress {
  const kind = classifyAddress(address);
  if (kind !== "public" && !isAllowedKind(kind, access)) {
    throw ApiError.badRequest(refusalMessage(kind));
  }
  return { address: address.replace(/%.*$/, ""), family: isIP(address) === 6 ? 6 : 4 };
}

function notFound(): ApiError {
  return new ApiError(422, "We could not find that website. Check the address and try again.");
}

/**
 * The address to connect to for this URL. Every address the name resolves to must pass,
 * not just the first: a name that also points inside our network is refused outright.
 * The caller connects to exactly the address returned, so DNS cannot change between
 * this check and the connection (rebinding).
 */
export async function resolveTarget(
  url: URL,
  access: PrivateNetworkAccess,
  lookup: LookupFn = systemLookup,
): Promise<ResolvedAddress> {
  const host = hostOf(url);
  if (isIP(host)) return checkAddress(host, access);
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw notFound();
  }
  if (addresses.length === 0) throw notFound();
  const checked = addresses.map(({ address }) => checkAddress(address, access));
  return checked[0];
}
