import winkNLP, { type ItsFunction, type WinkMethods } from "wink-nlp";
import model from "wink-eng-lite-web-model";

/*
 * A word's key: the Porter stem of its lemma, from wink-nlp's English model. Inflections
 * and derived forms share one ("renewals", "renewed", "renewal" -> "renew"; "led",
 * "leading" -> "lead"; "taught", "teaching" -> "teach"), so evidence is found however the
 * résumé words it. Words are keyed out of context and remembered, so the model runs once
 * per new word, in batches, and never again for a word seen before.
 */

const CACHE_LIMIT = 100_000;
const PLAIN_WORD_RE = /^[a-z]{2,40}$/;

let nlp: WinkMethods | null = null;
const cache = new Map<string, string>();
/** wink numbers the words of its English lexicon first; a higher id is a word it lacks. */
let lexiconSize = 0;

function getNlp(): WinkMethods {
  // Loaded on first use: the model costs about 40 MB, and many requests never match.
  if (!nlp) {
    nlp = winkNLP(model, ["pos"]);
    // The first unknown word read gets the first id after the lexicon's.
    lexiconSize = Number(nlp.readDoc("qzxvqzxvqzxv").tokens().out(nlp.its.uniqueId)[0]);
  }
  return nlp;
}

/** One wink token per line; null when the model split or merged a word. */
function tokensOf(words: string[], read: "lemma" | "stem"): string[] | null {
  const nlp = getNlp();
  const doc = nlp.readDoc(words.join("\n"));
  const types = doc.tokens().out(nlp.its.type);
  // wink's typings give lemma and stem a third (addons) parameter that `out` does not pass
  // in its type, though it does at run time.
  const its = (read === "lemma" ? nlp.its.lemma : nlp.its.stem) as unknown as ItsFunction<string>;
  const values = doc.tokens().out(its);
  const out = values.filter((_, i) => types[i] !== "tabCRLF");
  return out.length === words.length ? out : null;
}

// Words that end in "-ist" without naming a person who practises something.
const NOT_AGENT_NOUNS = new Set([
  "specialist",
  "persist",
  "consist",
  "checklist",
  "playlist",
  "waitlist",
  "shortlist",
  "blacklist",
  "whitelist",
  "wishlist",
  "twist",
  "exist",
]);

/*
 * A practitioner and the practice share a key: "hygienist" and "hygiene", "pharmacist" and
 * "pharmacy", "therapist" and "therapy" (Porter leaves "-ist" on and turns "-y" into "-i",
 * so the two never meet otherwise). The "-i" is dropped from every stem so both sides
 * agree.
 */
function canonicalStem(word: string, stem: string): string {
  let key = stem;
  if (key.length >= 7 && key.endsWith("ist") && !NOT_AGENT_NOUNS.has(word)) key = key.slice(0, -3);
  return key.length > 4 && key.endsWith("i") ? key.slice(0, -1) : key;
}

function keyOne(word: string): string {
  const lemma = tokensOf([word], "lemma")?.[0] ?? word;
  return canonicalStem(word, tokensOf([lemma], "stem")?.[0] ?? lemma);
}

function learn(words: string[]): void {
  if (cache.size + words.length > CACHE_LIMIT) cache.clear();
  const lemmas = tokensOf(words, "lemma");
  const stems = lemmas ? tokensOf(lemmas, "stem") : null;
  words.forEach((word, i) => cache.set(word, stems ? canonicalStem(word, stems[i]) : keyOne(word)));
}

/** Keys for lowercase words, in order. Words that are not plain letters are their own key. */
export function wordKeys(words: string[]): string[] {
  const unknown = [...new Set(words.filter((w) => PLAIN_WORD_RE.test(w) && !cache.has(w)))];
  if (unknown.length > 0) learn(unknown);
  return words.map((w) => cache.get(w) ?? w);
}

export function wordKey(word: string): string {
  return wordKeys([word])[0];
}

/** Whether `word` is read as a noun (or a name) in `phrase`: "warehouse" in "warehouse or
 * distribution center" is, "digital" in "digital or performance marketing" is not. */
export function isNounIn(phrase: string, word: string): boolean {
  const tag = tagIn(phrase, word);
  return tag === "NOUN" || tag === "PROPN";
}

/** Whether `word` is read as a verb in `phrase`: "Restrain" in "Restrain patients safely". */
export function isVerbIn(phrase: string, word: string): boolean {
  return tagIn(phrase, word) === "VERB";
}

/** The part of speech wink's tagger gives a word's first occurrence in a phrase, or null. */
function tagIn(phrase: string, word: string): string | null {
  const nlp = getNlp();
  const tokens = nlp.readDoc(phrase).tokens();
  const at = tokens.out(nlp.its.normal).indexOf(word.toLowerCase());
  return at >= 0 ? tokens.out(nlp.its.pos)[at] : null;
}

const clipCache = new Map<string, string | null>();

export function isUnknownWord(word: string): boolean {
  const nlp = getNlp();
  const ids = nlp.readDoc(word).tokens().out(nlp.its.uniqueId);
  return ids.length === 1 && Number(ids[0]) >= lexiconSize;
}

/*
 * A clipped word as people in a trade write one ("perio", "pano", "chemo", "prophies",
 * "admin"): plain letters, 4 to 7 long without a plural ending, and neither it nor its
 * singular in the model's English lexicon, so a real word ("intern", "info", "specs")
 * never counts as a short form of a longer one. Gives the clipped form ("prophies" ->
 * "prophy"), or null.
 */
export function clippedForm(word: string): string | null {
  const known = clipCache.get(word);
  if (known !== undefined) return known;
  if (clipCache.size >= CACHE_LIMIT) clipCache.clear();
  const singular = word.endsWith("ies") ? `${word.slice(0, -3)}y` : word.replace(/s$/, "");
  const clip =
    /^[a-z]{4,7}$/.test(singular) && isUnknownWord(word) && isUnknownWord(singular)
      ? singular
      : null;
  clipCache.set(word, clip);
  return clip;
}
