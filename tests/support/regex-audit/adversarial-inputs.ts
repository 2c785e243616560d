/*
 * Inputs built to make a regular expression backtrack, from what the pattern itself
 * mentions: long runs of each kind of character it reads, nested and unbalanced brackets,
 * its own words repeated (as a list, glued together, alone), and each of its words followed
 * by a long run that almost continues the match. Each input is a function of its length,
 * and ends in a character no pattern reads, so that a match has to fail at the very end.
 */

export type AdversarialInput = { kind: string; make: (length: number) => string };

const TAIL = "\u0001";
const MAX_WORDS = 3;
const MAX_PUNCTUATION = 6;

function repeat(unit: string, length: number): string {
  return unit.repeat(Math.max(1, Math.floor(length / unit.length))).slice(0, length);
}

type Mentions = { words: string[]; punctuation: Set<string>; digits: boolean; spaces: boolean };

// A rough reading of a pattern's source: enough to know which characters and words to feed it.
function mentions(source: string): Mentions {
  const found: Mentions = { words: [], punctuation: new Set(), digits: false, spaces: false };
  let word = "";
  let inClass = false;
  const endWord = () => {
    if (word.length > 1) found.words.push(word.toLowerCase());
    word = "";
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      endWord();
      const next = source[++i] ?? "";
      if (next === "d") found.digits = true;
      else if (next === "s") found.spaces = true;
      else if (/[pPu]/.test(next) && source[i + 1] === "{") i = source.indexOf("}", i);
      else if (!/[a-zA-Z0-9]/.test(next)) found.punctuation.add(next);
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      else if (/[0-9]/.test(c)) found.digits = true;
      else if (c === " ") found.spaces = true;
      else if (!/[a-zA-Z^-]/.test(c)) found.punctuation.add(c);
      continue;
    }
    if (/\p{L}/u.test(c)) {
      word += c;
      continue;
    }
    endWord();
    if (c === "[") inClass = true;
    else if (c === " ") found.spaces = true;
    else if (/[0-9]/.test(c)) found.digits = true;
    else if (!"()|?*+{}^$.".includes(c)) found.punctuation.add(c);
  }
  endWord();
  return found;
}

/** A few of the pattern's words, spread over it (first, last, longest, then in order). */
function someWords(words: string[]): string[] {
  const distinct = [...new Set(words)];
  if (distinct.length <= MAX_WORDS) return distinct;
  const longest = distinct.reduce((a, b) => (b.length > a.length ? b : a));
  const picked = new Set([distinct[0], distinct[distinct.length - 1], longest]);
  const step = distinct.length / MAX_WORDS;
  for (let i = 0; picked.size < MAX_WORDS; i++) picked.add(distinct[Math.floor(i * step)]);
  return [...picked];
}

export function adversarialInputs(source: string): AdversarialInput[] {
  const { words, punctuation, digits, spaces } = mentions(source);
  const inputs: AdversarialInput[] = [];
  const run = (kind: string, unit: string) =>
    inputs.push({ kind, make: (n) => repeat(unit, n - 1) + TAIL });
  const after = (kind: string, head: string, unit: string) =>
    inputs.push({ kind, make: (n) => head + repeat(unit, n - head.length - 1) + TAIL });

  run("spaces", " ");
  run("letters", "a");
  run("capitals", "A");
  run("words and spaces", "Ab ");
  run("nested brackets", "(");
  inputs.push({
    kind: "nested brackets, closed",
    make: (n) => repeat("(", Math.floor(n / 2)) + repeat(")", n - Math.floor(n / 2) - 1) + TAIL,
  });
  run("empty brackets", "()");
  if (spaces || source.includes("\\s")) {
    run("tabs", "\t");
    run("new lines", "\n");
    run("spaces and line breaks", " \r\n");
  }
  if (digits) {
    run("digits", "1");
    run("digits and spaces", "1 ");
    after("a number, then spaces", "12", " ");
  }
  for (const c of [...punctuation].slice(0, MAX_PUNCTUATION)) {
    run(`'${c}' repeated`, c);
    run(`'a${c}' repeated`, `a${c}`);
  }
  const picked = someWords(words);
  for (const w of picked) {
    run(`'${w} ' repeated`, `${w} `);
    run(`'${w}' glued`, w);
    after(`'${w}', then spaces`, w, " ");
    after(`'${w}', then empty brackets`, w, "()");
  }
  if (picked.length > 1) run("the pattern's words in turn", `${picked.join(" ")} `);
  return inputs;
}
