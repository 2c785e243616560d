import { analyzeFit, extractAsks } from "@/lib/match";
import { boundedText, boundedTextKept, KEPT_LIMIT, keptTextCount } from "@/lib/match/bounded-text";
import { ANY_DEGREE_RE, DEGREE_PATTERNS, degreeMentions } from "@/lib/match/degrees";
import { findEvidence } from "@/lib/match/find-evidence";
import { indexResume } from "@/lib/match/resume/index-resume";
import { HOLDOUT_SET } from "../../fixtures/evidence-holdout";
import { EVIDENCE_SET } from "../../fixtures/evidence-set";

// What lib/match keeps between analyses (a résumé's derived facts, compiled patterns) must
// never change an answer: each check here reads the same input with and without it.
const NOW = new Date("2026-11-26T00:00:00Z");
const PAIRS = [...EVIDENCE_SET, ...HOLDOUT_SET];
const RESUMES = [...new Set(PAIRS.map((p) => p.resumeText))].slice(0, 12);
const POSTINGS = PAIRS.filter((_, i) => i % 3 === 0);

describe("a résumé index reused across postings", () => {
  it.each(RESUMES.map((text, i) => [i, text] as const))(
    "finds the same evidence as a fresh index for every ask (résumé %i)",
    (_i, resumeText) => {
      const shared = indexResume(resumeText, NOW);
      let compared = 0;
      for (const pair of POSTINGS) {
        for (const ask of extractAsks(pair.jobDescription).asks) {
          const warm = findEvidence(ask, shared);
          expect(findEvidence(ask, shared)).toEqual(warm);
          expect(findEvidence(ask, indexResume(resumeText, NOW))).toEqual(warm);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(50);
    },
  );

  it("scores a posting the same the first time and after many others", () => {
    const [resumeText] = RESUMES;
    const fit = (pair: (typeof POSTINGS)[number]) =>
      analyzeFit({
        resumeText,
        jobTitle: pair.jobTitle,
        jobDescription: pair.jobDescription,
        now: NOW,
      });
    const first = POSTINGS.map(fit);
    expect(POSTINGS.map(fit)).toEqual(first);
    expect(first.some((f) => f.requirements.some((r) => r.kind === "required"))).toBe(true);
  });
});

describe("the degree pre-check", () => {
  const lines = PAIRS.flatMap((p) => `${p.resumeText}\n${p.jobDescription}`.split("\n"));
  const named = [
    "Ph.D. in Chemistry",
    "PharmD",
    "DNP, FNP-BC",
    "MSN, RN",
    "M.B.A. 2019",
    "MEd in Curriculum",
    "MSW candidate",
    "Master's degree in finance",
    "MS in Computer Science",
    "BSN required",
    "B.Ed (Hons)",
    "BBA, Accounting",
    "Bachelor of Arts",
    "4-year degree",
    "BA, English",
    "B.S. Marketing",
    "Associate's degree",
    "A.A.S. Welding",
    "AAS",
    "High school diploma or GED",
    "Secondary school diploma",
  ];

  it("lets through every text in which some degree pattern matches", () => {
    let withDegree = 0;
    for (const text of [...lines, ...named]) {
      const any = DEGREE_PATTERNS.some(({ re }) => re.test(text));
      if (any) {
        withDegree++;
        expect([text, ANY_DEGREE_RE.test(text)]).toEqual([text, true]);
      }
    }
    expect(withDegree).toBeGreaterThan(named.length);
  });

  it("still reads the degrees it lets through, and none from text without one", () => {
    for (const text of named) expect([text, degreeMentions(text).length > 0]).toEqual([text, true]);
    expect(degreeMentions("Built dashboards in React and managed a team of five")).toEqual([]);
  });
});

describe("a résumé's bounded text, remembered", () => {
  it("is boundedText's answer, and only the last few texts are kept", () => {
    const texts = Array.from(
      { length: KEPT_LIMIT * 3 },
      (_, i) => `Résumé ${i}\r\nSkills:    React,\tGo\n${"x ".repeat(2_100 * (i % 3))}`,
    );
    for (const text of [...texts, ...texts.slice(0, 3)]) {
      expect(boundedTextKept(text)).toBe(boundedText(text));
      expect(keptTextCount()).toBeLessThanOrEqual(KEPT_LIMIT);
    }
    expect(keptTextCount()).toBe(KEPT_LIMIT);
  });
});
