import { ACTION_VERBS } from "../action-verbs";

/* The words that tell how an item of a posting's list is read (read-item.ts). */

// Where the heart of an item starts: after filler such as "Strong", "Experience with".
export const FILLER = new Set(
  `strong excellent proven solid demonstrated good great exceptional outstanding deep broad
  extensive working thorough sound familiarity knowledge understanding experience experienced
  ability able record history proficiency proficient expertise comfortable skilled
  background willingness willing desire passion keen hands-on ideally preferably especially
  particularly`.split(/\s+/),
);
export const EMPTY_HEADS = new Set(
  `program programs programme programmes initiative initiatives process processes environment
  environments setting settings field industry sector role roles function functions activities
  efforts tasks matters issues processing`.split(/\s+/),
);
export const WEAK_VERBS = new Set(
  `run own drive manage support handle use work help provide ensure perform conduct maintain
  complete prepare build make take keep bring do get set hold partner collaborate participate
  contribute assist serve track`.split(/\s+/),
);
// Verbs that are the ask themselves: "mentor other engineers", "negotiate contracts".
export const STRONG_VERBS = new Set(
  `mentor coach teach train negotiate recruit hire supervise audit reconcile diagnose install
  repair weld inspect sell prospect close tutor counsel treat differentiate`.split(/\s+/),
);
// The prepositions that bring a lone verb's object: "Coordinate with", "Respond to".
export const VERB_OBJECT_WORDS = new Set(["with", "to", "for", "on", "across"]);
export const isVerbLike = (lower: string) => ACTION_VERBS.has(lower) || /ing$/.test(lower);

/** A product's name: "HydroCAD", "MicroStation", "PCSWMM" (not "welcome", not "Excel"). */
export const PRODUCT_NAME_RE = /^(?:[A-Z][a-z]+[A-Z][A-Za-z0-9]*|[A-Z][A-Z0-9]{2,9})$/;
