import type { RequirementKind } from "../types";
import { conceptSets } from "./concept-sets";
import type { Found } from "./structured";

/*
 * "Graduate of a CODA-accredited dental hygiene program", "Completion of a pharmacy
 * technician training program": schooling in a field, shown by an education line in that
 * field. The accreditation is the school's, which a résumé rarely names; the field is what
 * a recruiter checks.
 */
const PROGRAM_RE =
  /\b(?:graduate of|graduated from|completion of|completed|diploma from)\s+(?:an?\s+|the\s+)?(?:[\w-]+[- ]accredited\s+|accredited\s+)?((?:[A-Za-z][\w-]*\s+){0,4}?[A-Za-z][\w-]*)\s+(?:training\s+)?(?:program|programme|school)\b/gi;

export function programs(clause: string, kind: RequirementKind): Found[] {
  return [...clause.matchAll(PROGRAM_RE)].map((match) => {
    const asked = match[0].trim();
    return {
      ask: {
        type: "degree",
        keyword: asked,
        kind,
        asked,
        isProgram: true,
        fields: conceptSets(match[1]),
      },
      span: { start: match.index, end: match.index + match[0].length },
    };
  });
}
