import { getSkill, matchSkills, resumeShows, type FitResult, type Requirement } from "@/lib/match";
import type { Recommendation } from "@/lib/types";
import { evidenceGroups, isNarrative, isSayable } from "./evidence";
import { containsTerm, distinct, joinNames, shortQuote } from "./text";
import { askType, isHardRequirement, isNameable, midSentence, proseName } from "./wording";
import { isCredentialAsk } from "./credential-names";
import { displayTitle } from "./resume-roles";
import { wordKeys } from "@/lib/match/nlp/word-key";

type Draft = Omit<Recommendation, "priority">;
type Covered = Requirement & { evidence: string };

const MAX_RECOMMENDATIONS = 10;
const MAX_POSITIONING = 3;
const MIN_KEYWORD = 2;
const SUMMARY_NAMES = 3;

// lib/match states title and level findings in these forms (explain-fit.ts).
const TITLE_ALIGNS_RE = /^Title aligns: (.+) ↔ (.+)$/;
const TITLE_DIFFERS_RE = /^Title differs: (.+) vs (.+)$/;
const SENIORITY_GAP_RE = /^Seniority gap: /;

/** Asks named in a sentence as the work they are ("installing conduit"), not as posted. */
const names = (asks: Requirement[]) =>
  joinNames(distinct(asks.map((r) => midSentence(proseName(r, (keyword) => keyword)))));

function positioning(fit: FitResult): Draft[] {
  const drafts: Draft[] = [];
  const aligns = fit.strengths.map((s) => TITLE_ALIGNS_RE.exec(s)).find(Boolean);
  const differs = fit.flags.map((s) => TITLE_DIFFERS_RE.exec(s)).find(Boolean);
  if (aligns) {
    // "SENIOR MORTGAGE LOAN PROCESSOR" as it reads in a sentence.
    const mine = displayTitle(aligns[1]);
    drafts.push({
      type: "positioning",
      insight: `Your experience as ${mine} matches the posting's title, ${aligns[2]}.`,
      recommendation: `Name ${mine} in your summary so the match is seen at a glance.`,
    });
  } else if (differs) {
    drafts.push({
      type: "positioning",
      // lib/match names the résumé's title nearest the posting's, not always the latest.
      insight: `Your résumé has no title close to the posting's (${differs[2]}); the nearest is ${displayTitle(differs[1])}.`,
      recommendation:
        "Keep your real title, and open your summary with the work you have done that this role needs.",
    });
  }
  if (fit.flags.some((f) => SENIORITY_GAP_RE.test(f))) {
    drafts.push({
      type: "positioning",
      insight: "The role is pitched above the level your résumé reads at.",
      recommendation:
        "Show the scope of your work (what you owned, led or decided) wherever your résumé supports it.",
    });
  }
  const nameable = { ...fit, requirements: fit.requirements.filter(isNameable) };
  const strongest = evidenceGroups(nameable, "required").find(
    (g) => isNarrative(g.line) && isSayable(g.line),
  );
  if (strongest) {
    drafts.push({
      type: "positioning",
      keyword: strongest.requirements[0].keyword,
      insight: `Your strongest proof covers ${names(strongest.requirements)}.`,
      recommendation: `Lead with "${shortQuote(strongest.line)}": keep it first under its role.`,
    });
  }
  return drafts;
}

/** True when the résumé writes the skill another way ("ES6" for JavaScript, "SFDC"). */
const wordsOf = (text: string) => wordKeys(text.toLowerCase().match(/\p{L}+/gu) ?? []);

function isWordedDifferently(r: Covered): boolean {
  if (containsTerm(r.evidence, r.keyword)) return false;
  // "renewal rate" names renewals: the same words in another form are the same words.
  const inLine = new Set(wordsOf(r.evidence));
  if (wordsOf(r.keyword).every((key) => inLine.has(key))) return false;
  const forms = matchSkills(r.evidence)
    .filter((m) => getSkill(m.skillId).name === r.keyword)
    .map((m) => r.evidence.slice(m.start, m.end).toLowerCase());
  // A short form of the same name ("Epic" for "Epic Systems") is the same word, and so is
  // the posting's own ("CAD" in both, whatever CAD stands for there).
  return !forms.some(
    (form) => r.keyword.toLowerCase().includes(form) || containsTerm(r.asked ?? "", form),
  );
}

function keywordDrafts(fit: FitResult): Draft[] {
  // A degree, years or a licence is met or not: no keyword to add.
  const covered = fit.requirements.filter(
    (r): r is Covered => r.kind === "required" && r.evidence !== null && !isHardRequirement(r),
  );
  const drafts: Draft[] = [];
  const proven = covered.filter(
    (r) => isSayable(r.evidence) && isNarrative(r.evidence) && !isCredentialAsk(r),
  );
  if (proven.length > 0) {
    drafts.push({
      type: "keyword",
      keyword: proven[0].keyword,
      insight: "Required by the posting and already proven by your bullets.",
      recommendation: `Mention ${names(proven.slice(0, SUMMARY_NAMES))} in your summary.`,
    });
  }
  for (const r of covered) {
    const name = midSentence(r.keyword);
    // Only a named skill has other names an applicant tracking system may miss.
    if (askType(r) === "skill" && isWordedDifferently(r)) {
      drafts.push({
        type: "keyword",
        keyword: r.keyword,
        insight: `Required; your résumé words it differently ("${shortQuote(r.evidence)}").`,
        recommendation: `If that is the same skill, also name it as ${name} so applicant tracking systems match it.`,
      });
    } else if (!isNarrative(r.evidence) && !isCredentialAsk(r)) {
      drafts.push({
        type: "keyword",
        keyword: r.keyword,
        insight: `Required; listed ("${shortQuote(r.evidence)}") but not shown in use.`,
        recommendation: `Add a bullet showing real work with ${name}, if you have done it, so the claim has proof.`,
      });
    }
  }
  return drafts;
}

/**
 * What to do about each requirement the résumé does not cover: a hard one (a licence, a
 * degree, years) stated plainly with its measured fact; one a line shows in part, what to
 * make visible; any other, what to emphasise or to add only if true. Never advice to claim
 * it, and never a statement that the person lacks it: the résumé may simply not say so.
 */
function gapDrafts(fit: FitResult, resumeText?: string): Draft[] {
  const missing = fit.requirements.filter((r) => r.evidence === null);
  const ordered = [
    ...missing.filter((r) => r.kind === "required" && isHardRequirement(r)),
    ...missing.filter((r) => r.kind === "required" && !isHardRequirement(r)),
    ...missing.filter((r) => r.kind === "preferred"),
  ];
  return ordered.map((r): Draft => {
    // Named whole, and as a verb phrase reads ("building accessible checkout flows").
    const name = proseName(r, midSentence, { isWhole: true });
    const asked = r.kind === "required" ? "Required by the posting" : "Preferred by the posting";
    if (isHardRequirement(r) && r.kind === "required") {
      return {
        type: "gap",
        keyword: r.keyword,
        insight: `${asked}${r.detail ? `: ${r.detail}` : "; the résumé does not show it"}.`,
        recommendation: `If you meet it, make it explicit in the résumé (dates, title, credential); if you don't, expect to be asked and be ready to say how your experience makes up for it.`,
      };
    }
    if (r.detail) {
      // "listed, but nothing shows advanced use", "Class B held; the posting asks for Class A".
      return {
        type: "gap",
        keyword: r.keyword,
        insight: `${asked}: ${r.detail}.`,
        recommendation: `If your experience goes further than the résumé says, show it in a bullet; if not, be ready to talk about it.`,
      };
    }
    if (r.partial) {
      return {
        type: "gap",
        keyword: r.keyword,
        insight: `${asked}; partly shown ("${shortQuote(r.partial)}").`,
        recommendation: `If your experience with ${name} goes beyond that line, add it in the posting's words; otherwise lead with that line when the topic comes up.`,
      };
    }
    // Words of it stand somewhere in the résumé, though no line shows it as work done.
    if (resumeText && resumeShows(resumeText, r.keyword)) {
      return {
        type: "gap",
        keyword: r.keyword,
        insight: `${asked}; the résumé mentions it, but no line shows it as work you did.`,
        recommendation: `If you have done ${name}, say so in a bullet in the posting's words, with what it achieved.`,
      };
    }
    return {
      type: "gap",
      keyword: r.keyword,
      insight: `${asked}; no résumé line shows it.`,
      recommendation:
        r.kind === "required"
          ? `If you have experience with ${name}, add a bullet that shows it; if not, lean on your closest experience rather than mentioning it.`
          : `Add ${name} only if you have experience with it; as a nice-to-have it can otherwise stay out.`,
    };
  });
}

const NOT_SCORED: Draft = {
  type: "positioning",
  insight: "The posting lists no requirements that could be recognised.",
  recommendation:
    "Paste the posting's full requirements into the job description and analyze again, so the résumé can be tailored to them.",
};

/**
 * The action plan (spec 1 §9: at most 10, priorities from 1): positioning first, then
 * keywords the résumé already proves, then gaps; never advice to claim a missing skill.
 */
export function buildRecommendations(fit: FitResult, resumeText?: string): Recommendation[] {
  const pos = fit.isScored ? positioning(fit).slice(0, MAX_POSITIONING) : [NOT_SCORED];
  const gaps = gapDrafts(fit, resumeText);
  const keywordRoom = Math.max(MIN_KEYWORD, MAX_RECOMMENDATIONS - pos.length - gaps.length);
  const keywords = keywordDrafts(fit).slice(0, keywordRoom);
  return [...pos, ...keywords, ...gaps]
    .slice(0, MAX_RECOMMENDATIONS)
    .map((draft, i) => ({ ...draft, priority: i + 1 }));
}
