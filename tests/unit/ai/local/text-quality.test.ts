import {
  buildRecommendations,
  summarizeProfile,
  tailorResume,
  writeCoverLetter,
  writeInterviewQuestions,
} from "@/lib/ai/local";
import { analyzeResumeKeywords } from "@/lib/resume/analyze-keywords";
import {
  BACKEND_JOB,
  labelledCases,
  localInput,
  NO_REQUIREMENTS_JOB,
  PLAIN_RESUME,
  SECTIONED_RESUME,
  SUPPORT_JOB,
  ZENDESK_RESUME,
} from "./local-cases";

const cases = [
  ...labelledCases(),
  { label: "sectioned", input: localInput(SECTIONED_RESUME, BACKEND_JOB) },
  { label: "plain résumé", input: localInput(PLAIN_RESUME, BACKEND_JOB) },
  { label: "no requirements", input: localInput(SECTIONED_RESUME, NO_REQUIREMENTS_JOB) },
  { label: "alternatives", input: localInput(ZENDESK_RESUME, SUPPORT_JOB) },
  { label: "alternatives, none shown", input: localInput(PLAIN_RESUME, SUPPORT_JOB) },
  { label: "plain, no requirements", input: localInput(PLAIN_RESUME, NO_REQUIREMENTS_JOB) },
];

describe.each(cases.map((c) => [c.label, c.input] as const))(
  "readable text: %s",
  (_label, input) => {
    const keywords = analyzeResumeKeywords(input.resumeText);
    const texts = [
      tailorResume(input),
      writeCoverLetter(input),
      ...writeInterviewQuestions(input).flatMap((q) => [q.question, q.answer]),
      ...buildRecommendations(input.fit).flatMap((r) => [r.insight ?? "", r.recommendation]),
      summarizeProfile({
        resumeText: input.resumeText,
        skills: keywords.skills,
        jobTitles: keywords.jobTitles,
      }),
    ];

    it("has no placeholders, double spaces, empty bullets or doubled punctuation", () => {
      for (const text of texts) {
        expect(text).not.toMatch(/undefined|null|NaN|\{|\}|\[object/);
        expect(text).not.toMatch(/ {2}/);
        expect(text).not.toMatch(/^\s*-\s*$/m);
        expect(text).not.toMatch(/(?<!\.)\.\.(?!\.)|\.",?\.|,\.|\s[,.;:]/);
      }
    });

    it("writes a non-empty letter, résumé and summary", () => {
      expect(tailorResume(input).trim()).not.toBe("");
      expect(writeCoverLetter(input).trim()).not.toBe("");
    });
  },
);
