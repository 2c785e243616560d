import {
  buildRecommendations,
  summarizeProfile,
  tailorResume,
  writeAnalysisProse,
  writeCoverLetter,
  writeInterviewQuestions,
  type LocalInput,
} from "@/lib/ai/local";
import { analyzeResumeKeywords } from "@/lib/resume/analyze-keywords";
import { normaliseForCompare } from "./compare-lines";
import { inventedCapitalisedWords, inventedDegrees, inventedNumbers } from "./honesty-checks";
import {
  BACKEND_JOB,
  evidenceCases,
  heldOutCases,
  localInput,
  NO_REQUIREMENTS_JOB,
  PLAIN_RESUME,
  SECTIONED_RESUME,
  SUPPORT_JOB,
  ZENDESK_RESUME,
  type LocalCase,
} from "./local-cases";

/**
 * The words the templates themselves use at the start of a sentence or as a heading.
 * Everything else capitalised must come from the résumé or the job.
 */
const TEMPLATE_WORDS = new Set(
  `
  I Dear Hiring Manager Sincerely Thank For Also In Beyond My The This That It Where By Let Here
  Summary Experience Hands Holds Skills Core Before
  Tell Walk Describe How Why What Give Situation Action Result To
  Your Keep Name Mention Lead Show Required Preferred Only If Add Paste
`
    .split(/\s+/)
    .filter(Boolean),
);

const cases: LocalCase[] = [
  // The labelled jobs, every pair of the evidence set and of held-out sets 1 and 2.
  ...evidenceCases(),
  ...heldOutCases(),
  { label: "sectioned", input: localInput(SECTIONED_RESUME, BACKEND_JOB) },
  { label: "plain résumé", input: localInput(PLAIN_RESUME, BACKEND_JOB) },
  { label: "no requirements", input: localInput(SECTIONED_RESUME, NO_REQUIREMENTS_JOB) },
  { label: "alternatives", input: localInput(ZENDESK_RESUME, SUPPORT_JOB) },
  { label: "alternatives, none shown", input: localInput(PLAIN_RESUME, SUPPORT_JOB) },
];

function inputsOf({ resumeText, job }: LocalInput): string {
  return [resumeText, job.title, job.company, job.description].join("\n");
}

/** Every text the engine writes for one résumé and job, labelled by function. */
function outputsOf(input: LocalInput): [string, string][] {
  const keywords = analyzeResumeKeywords(input.resumeText);
  const questions = writeInterviewQuestions(input);
  const recommendations = buildRecommendations(input.fit);
  return [
    ["tailorResume", tailorResume(input)],
    ["writeCoverLetter", writeCoverLetter(input)],
    ...questions.map((q, i): [string, string] => [
      `question ${i + 1}`,
      `${q.question}\n${q.answer}`,
    ]),
    ...recommendations.map((r): [string, string] => [
      `recommendation ${r.priority}`,
      [r.keyword, r.insight, r.recommendation].filter(Boolean).join("\n"),
    ]),
    [
      "summarizeProfile",
      summarizeProfile({
        resumeText: input.resumeText,
        skills: keywords.skills,
        jobTitles: keywords.jobTitles,
      }),
    ],
    ["companyOverview", writeAnalysisProse(input).companyOverview],
  ];
}

// buildRecommendations sees only the fit, so it names requirements as lib/match does
// ("Search engine optimization" for "SEO"): those names count as inputs for it alone.
function inputsFor(name: string, input: LocalInput): string {
  // lib/match's measured facts ("about 4.4 years in matching roles") come from the
  // résumé's dates: a figure computed, not invented.
  const measured = input.fit.requirements.map((r) => r.detail ?? "").join("\n");
  const base = `${inputsOf(input)}\n${measured}`;
  if (!name.startsWith("recommendation")) return base;
  return `${base}\n${input.fit.requirements.map((r) => r.keyword).join("\n")}`;
}

describe.each(cases.map((c) => [c.label, c] as const))("honesty: %s", (_label, { input }) => {
  const outputs = outputsOf(input);

  it("(a) uses only numbers found in the résumé or the job", () => {
    const invented = outputs.flatMap(([name, text]) =>
      inventedNumbers(text, inputsFor(name, input)).map((n) => `${name}: ${n}`),
    );
    expect(invented).toEqual([]);
  });

  it("(b) names only degrees found in the inputs", () => {
    const invented = outputs.flatMap(([name, text]) =>
      inventedDegrees(text, inputsFor(name, input)).map((d) => `${name}: ${d}`),
    );
    expect(invented).toEqual([]);
  });

  it("(c) capitalises only words from the inputs or the template list", () => {
    const invented = outputs.flatMap(([name, text]) =>
      inventedCapitalisedWords(text, inputsFor(name, input), TEMPLATE_WORDS).map(
        (w) => `${name}: ${w}`,
      ),
    );
    expect(invented).toEqual([]);
  });

  it("(d) tailorResume keeps every line of the résumé (its summary's sentences in one summary)", () => {
    const text = tailorResume(input);
    const output = new Set(text.split("\n").map(normaliseForCompare));
    const missing = input.resumeText.split("\n").filter((line) => {
      const key = normaliseForCompare(line);
      if (!key || output.has(key)) return false;
      const sentences = line.trim().split(/(?<=[.!?])\s+/);
      return !sentences.every((s) => text.includes(s.replace(/[.!?]?$/, "")));
    });
    expect(missing).toEqual([]);
  });
});

describe("the honesty checks themselves", () => {
  const inputs = "Led a team of 4 at Contoso (2019). B.S. Biology.";

  it("catch an invented number, degree and organisation", () => {
    expect(inventedNumbers("Led a team of 12 since 2019", inputs)).toEqual(["12"]);
    expect(inventedDegrees("Holds an MBA and a B.S.", inputs)).toEqual(["MBA"]);
    expect(
      inventedCapitalisedWords("Worked at Contoso and Globex", inputs, new Set(["Worked"])),
    ).toEqual(["Globex"]);
  });

  it("compare résumé lines by content, not by bullet marker or list order", () => {
    expect(normaliseForCompare("• Skills: SQL, Python")).toBe(
      normaliseForCompare("- Skills: Python, SQL"),
    );
    expect(normaliseForCompare("Skills: SQL, Python")).not.toBe(normaliseForCompare("Skills: SQL"));
    expect(normaliseForCompare("- Led a team")).not.toBe(normaliseForCompare("- Led the team"));
  });

  it("keep the template list short", () => {
    expect(TEMPLATE_WORDS.size).toBeLessThanOrEqual(50);
  });
});
