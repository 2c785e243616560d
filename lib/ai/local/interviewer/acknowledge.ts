import { firstActionIndex } from "./review-answer";

const REFLECTED_WORDS = 12;
// Words a reflected phrase must not end on: "you led the migration of the".
const DANGLING = new Set(
  "a an the of to for and or but with in on at by from into our my your their as that which".split(
    " ",
  ),
);
const PRONOUNS: Record<string, string> = {
  i: "you",
  me: "you",
  my: "your",
  mine: "yours",
  myself: "yourself",
  "i'm": "you're",
  "i've": "you've",
  "i'd": "you'd",
};

const OPENERS = ["Thank you.", "Thanks, that helps.", "I appreciate the detail."];

/** The speaker's own action, in the second person: "you led the move to React". */
export function reflectAction(answer: string): string | null {
  const start = firstActionIndex(answer);
  if (start < 0) return null;
  const sentence = answer.slice(start, start + 400).split(/[.!?;\n]/)[0];
  const words = sentence
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, REFLECTED_WORDS)
    .map((word) => PRONOUNS[word.toLowerCase()] ?? word);
  while (words.length > 2 && DANGLING.has(words[words.length - 1].toLowerCase())) words.pop();
  const phrase = words.join(" ").replace(/(?<![,:\-–—])[,:\-–—]+$/, "");
  return phrase.split(" ").length >= 2 ? phrase : null;
}

/** One sentence that shows the answer was heard, varied by the question's place in the plan. */
export function acknowledge(answer: string, turn: number): string {
  const opener = OPENERS[turn % OPENERS.length];
  const action = reflectAction(answer);
  return action ? `${opener} So ${action}.` : opener;
}
