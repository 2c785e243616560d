/*
 * Filler words as a listener hears them. Sounds ("um", "uh") always count; words that are
 * also ordinary words count only where they fill: "like" next to a comma, "you know" after a comma or
 * before a comma or sentence end ("it was, like, slow"), "sort of"/"kind of" not after a determiner
 * ("what kind of team" is a question), "I mean" before a comma, "basically" always.
 */

const TOKEN_RE = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[.,!?;:…—-]/gu;
const SOUNDS = new Set(["um", "umm", "uh", "uhh", "uhm", "erm", "er", "ah", "hmm", "mm"]);
const ALWAYS = new Set(["basically"]);
const DETERMINERS = new Set([
  "what",
  "this",
  "that",
  "the",
  "a",
  "an",
  "some",
  "any",
  "which",
  "each",
  "every",
  "one",
  "no",
]);
const PUNCTUATION = /^[.,!?;:…—-]$/;

const isBreak = (token: string | undefined) => token === undefined || PUNCTUATION.test(token);

/** The number of filler words in a text. */
export function countFillers(text: string): number {
  const tokens = (text.match(TOKEN_RE) ?? []).map((token) => token.toLowerCase());
  let count = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const before = tokens[i - 1];
    const next = tokens[i + 1];
    if (SOUNDS.has(token) || ALWAYS.has(token)) count += 1;
    else if (token === "like" && (before === "," || next === ",")) count += 1;
    else if (token === "you" && next === "know" && (before === "," || isBreak(tokens[i + 2]))) {
      count += 1;
      i += 1;
    } else if (
      (token === "sort" || token === "kind") &&
      next === "of" &&
      !DETERMINERS.has(before ?? "")
    ) {
      count += 1;
      i += 1;
    } else if (token === "i" && next === "mean" && tokens[i + 2] === ",") {
      count += 1;
      i += 1;
    }
  }
  return count;
}
