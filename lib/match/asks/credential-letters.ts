import type { Atom } from "./atoms";
import type { WeightedConcept } from "./types";
import { wordConcept } from "./paren-examples";

/*
 * A credential's letters in brackets: "Certified Instrument Specialist (CIS)",
 * "Surveyor-in-Training (SIT/LSIT)". Letters that spell the name are the name: either
 * shows it. Several sets of letters are alternatives, never all needed.
 */

const LETTERS_RE = /^[A-Z]{2,6}$/;
const STOP_IN_NAME = new Set(["of", "and", "for", "in", "the", "&"]);
// The kind of credential after its name spells nothing: "SIT certification".
const KIND_RE = /^(?:certifications?|certificates?|licen[cs]es?|credentials?|registration)$/i;

// "(formerly IAHCSMM)", "(now HSPA)": another name for what the words before it name.
const OTHER_NAME_RE = /^\(\s*(?:formerly|previously|now|aka|also known as|f\/k\/a)\b/i;

/** The brackets' text from their opening "(" ("(formerly IAHCSMM)"), or "". */
function parenText(paren: Atom[], clause: string): string {
  if (paren.length === 0) return "";
  const open = clause.lastIndexOf("(", paren[0].start);
  return open < 0 ? "" : clause.slice(open, paren[paren.length - 1].end);
}

/** Whether the brackets give another name of the issuer ("formerly IAHCSMM"). */
export const isOtherName = (paren: Atom[], clause: string) =>
  OTHER_NAME_RE.test(parenText(paren, clause));

/** Whether these letters spell the last words of the name, with or without its small words. */
function spells(letters: string, words: string[]): boolean {
  return [words, words.filter((w) => !STOP_IN_NAME.has(w.toLowerCase()))].some((list) => {
    const named = list.slice(-letters.length);
    return (
      named.length === letters.length &&
      named.every((w, i) => w[0].toUpperCase() === letters[i] && /^\p{L}/u.test(w))
    );
  });
}

/**
 * The credential's concepts with its bracketed letters read: a word of the name also
 * shown by any set of letters that spells the name; letters that spell nothing kept as one
 * ask, any of them showing it. Null when the brackets hold anything but letters.
 */
export function withLetters(
  concepts: WeightedConcept[],
  heart: Atom[],
  paren: Atom[],
  clause: string,
): WeightedConcept[] | null {
  const texts = paren.map((a) => clause.slice(a.start, a.end));
  if (texts.length === 0 || !texts.every((t) => LETTERS_RE.test(t))) return null;
  const letters = paren.map((a) => wordConcept(a, clause).concept);
  // The name runs to the brackets: "Surveyor-in-Training (SIT/LSIT) certification".
  const open = clause.lastIndexOf("(", paren[0].start);
  const name = clause
    .slice(heart[0].start, Math.min(heart[heart.length - 1].end, Math.max(open, heart[0].start)))
    .split(/[\s-]+/)
    .filter((w) => w && !KIND_RE.test(w));
  if (texts.some((t) => spells(t, name)))
    return concepts.map((c) =>
      /^\p{Lu}/u.test(c.word) && name.includes(c.word)
        ? { ...c, anyOf: [...(c.anyOf ?? []), ...letters] }
        : c,
    );
  const [first] = paren.map((a) => wordConcept(a, clause));
  return [...concepts, { ...first, anyOf: letters }];
}
