import {
  buildRecommendations,
  summarizeProfile,
  tailorResume,
  writeCoverLetter,
  writeInterviewQuestions,
} from "@/lib/ai/local";
import { analyzeResumeKeywords } from "@/lib/resume/analyze-keywords";
import { evidenceCases } from "./local-cases";

/*
 * What the local engine writes about a person, read across the whole labelled evidence set:
 * no wording that a recruiter would stop at, whoever the person is.
 */

type Written = { label: string; text: string };

function writtenFor(): Written[] {
  return evidenceCases().flatMap(({ label, input }) => {
    const keywords = analyzeResumeKeywords(input.resumeText);
    const texts = [
      summarizeProfile({
        resumeText: input.resumeText,
        skills: keywords.skills,
        jobTitles: keywords.jobTitles,
      }),
      tailorResume(input),
      writeCoverLetter(input),
      ...writeInterviewQuestions(input).flatMap((q) => [q.question, q.answer]),
      ...buildRecommendations(input.fit).flatMap((r) => [r.insight ?? "", r.recommendation]),
    ];
    return texts.map((text) => ({ label, text }));
  });
}

const written = writtenFor();

/** The places a pattern occurs, as "label: the sentence around it". */
function found(pattern: RegExp): string[] {
  return written.flatMap(({ label, text }) =>
    text
      .split(/(?<=[.!?])\s+|\n/)
      .filter((sentence) => pattern.test(sentence))
      .map((sentence) => `${label}: ${sentence}`),
  );
}

describe("wording across the evidence set", () => {
  it.each([
    ["a skill read out of a dotted name or an email address", /Skills include (?:js|gmail)\b/],
    ["gmail named as a skill", /\bgmail\b(?!\.)/],
  ])("never writes %s", (_what, pattern) => {
    expect(found(pattern)).toEqual([]);
  });
});
