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
    // The listed asks shown, by the line that shows them; the line showing most wins.
    const byLine = new Map<string, Requirement[]>();
    for (const key of listed) {
      const part = byKey.get(key);
      if (part?.evidence) byLine.set(part.evidence, [...(byLine.get(part.evidence) ?? []), part]);
    }
    let parts: Requirement[] = [];
    for (const group of byLine.values()) if (group.length > parts.length) parts = group;
    if (parts.length < 2 || parts.length * 2 <= listed.length) return r;
    const shown: Requirement = {
      ...r,
      evidence: parts[0].evidence,
      matched: [...new Set(parts.flatMap((p) => p.matched ?? []))],
    };
    delete shown.partial;
    return shown;
  });
}
