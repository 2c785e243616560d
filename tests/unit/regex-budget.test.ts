/**
 * @jest-environment node
 */
import path from "node:path";
import { collectRegexes } from "../support/regex-audit/collect-regexes";
import { describeTiming, INPUT_LENGTH, timeRegexes } from "../support/regex-audit/time-regexes";

// A linear pattern reads 50,000 characters in well under a millisecond or two; a quadratic
// one takes seconds, an exponential one forever. The budget leaves room for a busy machine.
const BUDGET_MS = 100;

// Each RegExp built from a value known only at run time, and why it cannot backtrack. A
// new one fails the test below until it is read and added here.
const VOUCHED_DYNAMIC_SITES: Record<string, string> = {
  'lib/ai/local/company-overview.ts: new RegExp(`^${escapeRegExp(name)}(?:\'s)? ${COMPANY_VERBS}\\\\b`, "i")':
    "anchored at the start; an escaped company name, then a fixed list of verbs",
  'lib/ai/local/text.ts: new RegExp(escapeRegExp(term), "giu")':
    "an escaped term: a plain string search",
  'lib/client/highlight.ts: new RegExp( `(?<![\\\\p{L}\\\\p{N}])(?:${wanted.map(escape).join("|")})(?![\\\\p{L}\\\\p{N}])`, "giu", )':
    "escaped words (at most 20) between one-character lookarounds",
  'lib/extract/page-meta.ts: new RegExp(`(?<!\\\\s)\\\\s*[|·•–—-]\\\\s*${escaped}\\\\s*$`, "i")':
    "an escaped site name after a separator; a run of spaces is tried from its start only",
  "lib/match/degrees.ts: new RegExp(re.source, `${re.flags}g`)":
    "the degree patterns of the same file, collected as literals, with the g flag",
};

const root = path.resolve(__dirname, "../..");
const { regexes, dynamic } = collectRegexes(root);

describe("regular expressions in lib/", () => {
  it("are all collected: literals, constant RegExp(...) calls, and vouched dynamic ones", () => {
    expect(regexes.length).toBeGreaterThan(400);
    const unvouched = dynamic
      .map((site) => `${site.file}: ${site.call}`)
      .filter((key) => !(key in VOUCHED_DYNAMIC_SITES));
    expect(unvouched).toEqual([]);
  });

  it(`each read ${INPUT_LENGTH.toLocaleString("en-US")} hostile characters within ${BUDGET_MS} ms a call`, () => {
    const timings = timeRegexes(regexes, BUDGET_MS);
    const overBudget = timings.filter((t) => t.ms > BUDGET_MS).map(describeTiming);
    expect(overBudget).toEqual([]);
  });

  it.each([
    ["exponential, as the heading tail was", /^(?:[\s&,/:]|and|skills|\(.*\))*$/i, false],
    ["quadratic, as the title split was", /\s+(?:at|with|@)\s+|\s*[,|(–—]\s*/, true],
  ])("catches a pattern that backtracks: %s", (_, regex, isSplit) => {
    const [timing] = timeRegexes([{ location: "example", regex, isSplit }], BUDGET_MS);
    expect(timing.ms).toBeGreaterThan(BUDGET_MS);
  });
});
