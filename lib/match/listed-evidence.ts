import type { JobAsk } from "./asks/types";
import { askKey } from "./extract-requirements";
import type { Requirement } from "./types";

/**
 * A duty that opens a list is shown by a line that shows most of what it lists: "Perform
 * scheduled maintenance on turbines: torque and tension checks, lubrication, filter changes
 * and oil sampling" by "Semi-annual and annual PMs: bolt torque and tensioning, greasing ...,
 * gearbox filter swaps and oil samples". Requirements are in the asks' order.
 */
export function withListedEvidence(asks: JobAsk[], requirements: Requirement[]): Requirement[] {
  if (!asks.some((a) => a.listed)) return requirements;
  const byKey = new Map(asks.map((a, i) => [askKey(a), requirements[i]]));
  return requirements.map((r, i) => {
    const listed = asks[i].listed;
    if (!listed || r.evidence !== null) return r;
    const shown = listed.map((key) => byKey.get(key)).filter((p) => p?.evidence);
    const lines = new Map<string, Requirement[]>();
    for (const part of shown as Requirement[])
      lines.set(part.evidence as string, [...(lines.get(part.evidence as string) ?? []), part]);
    const [line, parts] = [...lines].reduce<[string, Requirement[]] | [null, never[]]>(
      (best, entry) => (entry[1].length > best[1].length ? entry : best),
      [null, []],
    );
    if (line === null || parts.length < 2 || parts.length * 2 <= listed.length) return r;
    const { partial: _partial, ...rest } = r;
    return {
      ...rest,
      evidence: line,
      matched: [...new Set(parts.flatMap((p) => p.matched ?? []))],
    };
  });
}
