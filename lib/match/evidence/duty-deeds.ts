import type { WeightedConcept } from "../asks/types";
import { canBeVerb } from "../nlp/wordnet-verbs";
import type { ResumeLine } from "../resume/index-resume";
import { isSkillConcept } from "../terms";

/** Whether a line under a role opens with a deed: "Issue 2,500+ purchase orders a year". */
function opensWithDeed(line: ResumeLine): boolean {
  if (line.role === null || line.isRoleLine) return false;
  const first = /^[^\p{L}]*(\p{L}+)/u.exec(line.text)?.[1];
  if (!first || !/^\p{Lu}\p{Ll}+$/u.test(first)) return false;
  const word = first.toLowerCase();
  return /ed$/.test(word) || canBeVerb(word);
}

/**
 * A duty's verbs are shown by any deed done to all of its things: "Issue purchase orders"
 * shows "Place and manage purchase orders", "Lead toddler storytimes" shows "Plan and
 * present storytimes". The things decide; the verb a person chose does not.
 */
export function withDeeds(
  line: ResumeLine,
  set: WeightedConcept[],
  shown: WeightedConcept[],
): WeightedConcept[] {
  const deeds = set.filter((c) => c.isDeed && !shown.includes(c));
  if (deeds.length === 0) return shown;
  const things = set.filter((c) => !c.isDeed && c.weight >= 1);
  if (things.length === 0 || !things.every((c) => shown.includes(c)) || !opensWithDeed(line))
    return shown;
  // One common noun is too little to know the deed is the duty ("Negotiate total-loss
  // settlements" does not document losses): a skill, or a second word of the ask, is.
  const isSpecific =
    things.length >= 2 ||
    isSkillConcept(things[0].concept) ||
    shown.some((c) => !things.includes(c));
  return isSpecific ? [...shown, ...deeds] : shown;
}

/** A verb and one common thing, nothing else: "Source venues", "Expedite orders". */
export function isOneThingDuty(set: WeightedConcept[]): boolean {
  const things = set.filter((c) => !c.isDeed);
  return (
    things.length === 1 &&
    things.length < set.length &&
    things[0].weight >= 1 &&
    !isSkillConcept(things[0].concept)
  );
}

/**
 * A summary that names such a duty's thing without its verb ("3+ years on the venue side"
 * for "Source venues") states no deed on it; a bullet may, through `withDeeds`.
 */
export const isSummaryWithoutDeed = (
  line: ResumeLine,
  set: WeightedConcept[],
  shown: WeightedConcept[],
) => line.kind === "summary" && !set.some((c) => c.isDeed && shown.includes(c));
