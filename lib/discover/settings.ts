import type { DiscoverSettings } from "./types";

// Board names are path segments of the boards' APIs; anything else is dropped, so a
// user's list can never steer a request to another path or host.
const BOARD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
/** At most this many boards per ATS are searched, so one search stays a handful of calls. */
export const MAX_BOARDS_PER_SOURCE = 20;

/** Splits "a, b,,c" (an env value) or takes a list, trims, drops bad and repeated names. */
export function boardList(value: string | string[] | undefined | null): string[] {
  const items = Array.isArray(value) ? value : (value ?? "").split(",");
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const name = String(item).trim();
    // Lever's EU sites are written "eu:site".
    const bare = name.toLowerCase().startsWith("eu:") ? name.slice(3) : name;
    if (!BOARD_NAME.test(bare) || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out;
}

/**
 * The boards a search reads: the operator's (DISCOVER_*_BOARDS / _SITES) plus the user's
 * own list from Discover's settings, and the environment the adapters read keys from.
 */
export function discoverSettings(
  userBoards: { greenhouseBoards?: string[]; leverSites?: string[]; ashbyBoards?: string[] } | null,
  env: Record<string, string | undefined> = process.env,
): DiscoverSettings {
  const both = (operator: string | undefined, user: string[] | undefined) =>
    boardList([...boardList(operator), ...boardList(user ?? [])]).slice(0, MAX_BOARDS_PER_SOURCE);
  return {
    greenhouseBoards: both(env.DISCOVER_GREENHOUSE_BOARDS, userBoards?.greenhouseBoards),
    leverSites: both(env.DISCOVER_LEVER_SITES, userBoards?.leverSites),
    ashbyBoards: both(env.DISCOVER_ASHBY_BOARDS, userBoards?.ashbyBoards),
    env,
  };
}
