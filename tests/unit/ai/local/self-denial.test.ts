import { buildRecommendations, writeCoverLetter, writeInterviewQuestions } from "@/lib/ai/local";
import { resumeShows } from "@/lib/match";
import { evidenceCases, heldOutCases } from "./local-cases";

/*
 * No sentence the local engine writes may claim the person lacks, or has not done,
 * something their résumé shows. Every denial is traced to what it denies, and that is
 * looked for in the whole résumé with the matcher's own evidence rules.
 */

// A sentence that says the person lacks something or has not done it.
const DENIAL_RE =
  /\b(?:I (?:have not|haven't|do not have|don't have|have never|never|lack|do not hold|don't hold)|not yet|new (?:for|to) me|no experience|eager to grow|my roles so far have not)\b/i;
// The question names what its answer is about: "This role asks for X. ...".
const ASKS_FOR_RE = /^This role asks for (.+?)\. (?:What|How)/;

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/);

describe.each([...evidenceCases(), ...heldOutCases()].map((c) => [c.label, c.input] as const))(
  "no self-denial: %s",
  (_label, input) => {
    it("the cover letter confesses nothing", () => {
      const denials = sentencesOf(writeCoverLetter(input)).filter((s) => DENIAL_RE.test(s));
      expect(denials).toEqual([]);
    });

    it("every interview answer that admits a gap is about something the résumé does not show", () => {
      const wrong = writeInterviewQuestions(input).filter(({ question, answer }) => {
        if (!DENIAL_RE.test(answer) && !/would be new for me/.test(answer)) return false;
        const asked = ASKS_FOR_RE.exec(question)?.[1];
        // A denial outside a "This role asks for X" answer has nothing it may deny; a hard
        // requirement ("How would you address that?") is a measured fact stated plainly.
        if (!asked) return true;
        return (
          question.endsWith("What experience do you have with it?") &&
          resumeShows(input.resumeText, asked)
        );
      });
      expect(wrong.map((q) => q.question)).toEqual([]);
    });

    it("the action plan never tells the person they lack something it shows", () => {
      const soft = new Set(["skill", "phrase"]);
      for (const r of buildRecommendations(input.fit, input.resumeText)) {
        expect(`${r.insight ?? ""} ${r.recommendation}`).not.toMatch(
          /\byou (?:lack|have never|don't have|do not have)\b/i,
        );
        const req = input.fit.requirements.find((q) => q.keyword === r.keyword);
        if (r.type !== "gap" || !req || !soft.has(req.type ?? "") || req.partial || req.detail)
          continue;
        if (!r.insight?.includes("no résumé line shows it")) continue;
        // "No résumé line shows it" must be true of the whole résumé.
        expect([r.keyword, resumeShows(input.resumeText, req.keyword)]).toEqual([r.keyword, false]);
      }
    });
  },
);
