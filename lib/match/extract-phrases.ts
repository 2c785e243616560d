import { isNoiseWord } from "./stop-words";
import type { SkillMatch, Token } from "./types";

// Phrases catch important terms outside the vocabulary ("vendor contracts", "FDA"). They
// are runs of 2-3 content words, or one acronym / mid-sentence proper noun, between
// stop words, generic words, punctuation and vocabulary skills.
const MAX_PHRASE_WORDS = 3;
const ACRONYM_RE = /^[A-Z][A-Z0-9]{1,5}$/;
const PROPER_RE = /^[A-Z][a-z]{2,}$/;
const VERB_FORM_RE = /(?:ing|ed)$/;

function isContent(token: Token): boolean {
  return token.lower.length >= 3 && !token.lower.startsWith(".") && !isNoiseWord(token.lower);
}

function flush(run: Token[], lineFirst: Token | undefined, out: string[]): void {
  // Leading verb forms ("Negotiating", "Managed") describe the action, not the term.
  while (run.length > 0 && VERB_FORM_RE.test(run[0].lower) && !ACRONYM_RE.test(run[0].text))
    run.shift();
  if (run.length === 0 || run.length > MAX_PHRASE_WORDS) return;
  if (run.length === 1) {
    const t = run[0];
    const isProper = PROPER_RE.test(t.text) && t !== lineFirst;
    if (!ACRONYM_RE.test(t.text) && !isProper) return;
  }
  // Keep the ad's capitalisation for names and acronyms; plain words go lower case.
  const isName = (t: Token) =>
    ACRONYM_RE.test(t.text) || (PROPER_RE.test(t.text) && t !== lineFirst);
  out.push(run.map((t) => (isName(t) ? t.text : t.lower)).join(" "));
}

/** Candidate phrases from one line's tokens, skipping the spans vocabulary skills cover. */
export function extractPhrases(text: string, tokens: Token[], skills: SkillMatch[]): string[] {
  const out: string[] = [];
  let run: Token[] = [];
  let prev: Token | null = null;
  let skillIndex = 0;
  for (const token of tokens) {
    while (skillIndex < skills.length && skills[skillIndex].end <= token.start) skillIndex++;
    const inSkill = skillIndex < skills.length && skills[skillIndex].start <= token.start;
    const gap = prev ? text.slice(prev.end, token.start) : " ";
    const isBroken = !/^[ \t-]*$/.test(gap) || (prev !== null && prev.line !== token.line);
    if (isBroken || inSkill || !isContent(token)) {
      flush(run, tokens[0], out);
      run = [];
    }
    if (!inSkill && isContent(token)) run.push(token);
    prev = token;
  }
  flush(run, tokens[0], out);
  return out;
}

/** A crude, fast stem: a word's first five letters ("managing", "management" -> "manag"). */
export function stem(lower: string): string {
  return lower.length > 5 ? lower.slice(0, 5) : lower.replace(/s$/, "");
}

/** True when every word of the phrase appears (stemmed) among the line's words. */
export function lineHasPhrase(lineStems: Set<string>, phrase: string): boolean {
  return phrase.split(" ").every((w) => lineStems.has(stem(w.toLowerCase())));
}
