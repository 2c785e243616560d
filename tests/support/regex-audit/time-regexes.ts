import { adversarialInputs } from "./adversarial-inputs";
import type { FoundRegex } from "./collect-regexes";

export const INPUT_LENGTH = 50_000;
// Short lengths first: a pattern that is exponential blows its budget at a few dozen
// characters, long before it could stall the process on 50,000. Past a few hundred, each
// step is 4x: a quadratic pattern under budget at one length costs at most 16x that at the
// next, once, and then this pattern's test stops.
const LENGTHS = [16, 24, 32, 48, 64, 96, 128, 256, 1024, 4096, 16_384, INPUT_LENGTH];
// A linear pattern reads a few hundred characters in microseconds; one slower than this on
// them may be exponential, and grows one character at a time until it shows.
const SUSPICIOUS_MS = 1;

function nextLength(length: number, ms: number): number | undefined {
  if (ms > SUSPICIOUS_MS && length < 256) return length + 1;
  return LENGTHS.find((next) => next > length);
}

export type RegexTiming = {
  location: string;
  pattern: string;
  input: string;
  length: number;
  ms: number;
};

const exec = (regex: RegExp) => (text: string) => {
  regex.lastIndex = 0;
  regex.exec(text);
};
// Every match, as replace with the g flag and split read them: a match is tried at each
// position after the last one.
const everyMatch = (regex: RegExp) => {
  const global = regex.global ? regex : new RegExp(regex.source, `${regex.flags}g`);
  return (text: string) => text.replace(global, "");
};

const operationsFor = ({ regex, isSplit }: FoundRegex) =>
  regex.global || isSplit ? [exec(regex), everyMatch(regex)] : [exec(regex)];

// CPU time, not the clock: on a machine shared with other work the clock also counts the
// time this process waited for a core.
function timeOnce(run: () => unknown): number {
  const started = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

/**
 * The slowest call of each regular expression over its adversarial inputs, slowest first.
 * A call still over `budgetMs` when timed again ends this pattern's test: one slow call is
 * enough to show it.
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
      for (let length: number | undefined = LENGTHS[0]; length;) {
        const text = input.make(length);
        let slowestHere = 0;
        for (const run of operations) {
          const call = () => run(text);
          let ms = timeOnce(call);
          // Timed again unless far over: a pause of the machine is not the pattern's fault.
          for (let retry = 0; retry < 2 && ms > budgetMs && ms < 10 * budgetMs; retry++)
            ms = Math.min(ms, timeOnce(call));
          if (!slowest || ms > slowest.ms)
            slowest = { location, pattern: regex.source, input: input.kind, length, ms };
          if (ms > budgetMs) break pattern;
          slowestHere = Math.max(slowestHere, ms);
        }
        length = nextLength(length, slowestHere);
      }
    }
    if (slowest) worst.push(slowest);
  }
  return worst.sort((a, b) => b.ms - a.ms);
}

export const describeTiming = (t: RegexTiming) =>
  `${t.location} on ${t.input} (${t.length.toLocaleString("en-US")} characters): ${Math.round(t.ms)} ms`;
