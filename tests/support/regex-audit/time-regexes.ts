import { adversarialInputs } from "./adversarial-inputs";
import type { FoundRegex } from "./collect-regexes";

export const INPUT_LENGTH = 50_000;
// Short lengths first: a pattern that is exponential blows its budget at a few dozen
// characters, long before it could stall the process on 50,000. Past a few hundred, each
// step is 4x: a quadratic pattern under budget at one length costs at most 16x that at the
// next, once, and then this pattern's test stops.
const LENGTHS = [16, 24, 32, 40, 48, 64, 96, 128, 256, 1024, 4096, 16_384, INPUT_LENGTH];

export type RegexTiming = {
  location: string;
  pattern: string;
  input: string;
  operation: string;
  length: number;
  ms: number;
};

type Operation = [string, (re: RegExp, text: string) => unknown];
const EXEC: Operation = ["exec", (re, text) => re.exec(text)];
// Every match, as replace with the g flag and split read them: a match is tried at each
// position after the last one. (Replacing costs less than building split's array.)
const EVERY_MATCH: Operation = ["every match", (re, text) => text.replace(re, "")];

function operationsFor({ regex, isSplit }: FoundRegex): [RegExp, Operation][] {
  if (!regex.global && !isSplit) return [[regex, EXEC]];
  const global = regex.global ? regex : new RegExp(regex.source, `${regex.flags}g`);
  return [
    [regex, EXEC],
    [global, EVERY_MATCH],
  ];
}

function timeOnce(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/**
 * The slowest call of each regular expression over its adversarial inputs, slowest first.
 * A call over `budgetMs` is timed twice more (a pause of the machine is not the pattern's
 * fault) and, if still over, ends this pattern's test: one slow call is enough to show it.
 * A pattern written in several places is timed once, at its first place.
 */
export function timeRegexes(found: FoundRegex[], budgetMs: number): RegexTiming[] {
  const worst: RegexTiming[] = [];
  const seen = new Set<string>();
  for (const site of found) {
    const key = `${site.regex.flags}/${site.regex.source}/${site.isSplit}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { location, regex } = site;
    const operations = operationsFor(site);
    let slowest: RegexTiming | null = null;
    pattern: for (const input of adversarialInputs(regex.source)) {
      for (const length of LENGTHS) {
        const text = input.make(length);
        for (const [re, [operation, call]] of operations) {
          const run = () => {
            re.lastIndex = 0;
            return call(re, text);
          };
          let ms = timeOnce(run);
          for (let retry = 0; retry < 2 && ms > budgetMs; retry++) ms = Math.min(ms, timeOnce(run));
          if (!slowest || ms > slowest.ms)
            slowest = { location, pattern: regex.source, input: input.kind, operation, length, ms };
          if (ms > budgetMs) break pattern;
        }
      }
    }
    if (slowest) worst.push(slowest);
  }
  return worst.sort((a, b) => b.ms - a.ms);
}

export const describeTiming = (t: RegexTiming) =>
  `${t.location} ${t.operation} on ${t.input} (${t.length.toLocaleString("en-US")} characters): ${Math.round(t.ms)} ms`;
