import type { Requirement } from "@/lib/match";
import { hasOutcome, isNarrative, type EvidenceGroup } from "./evidence";
import { roleClause, roleContext } from "./resume-roles";
import { sayLine } from "./say-line";
import type { QuestionContext } from "./question-context";
import { capitalise, joinList } from "./text";
import { isCredential, skillNamed } from "./wording";

export type QA = { question: string; answer: string };

const MAX_QUESTIONS = 6;
const MAX_GAP_QUESTIONS = 3;
const KEYWORDS_PER_QUESTION = 2;
const TECHNICAL_FIELDS = new Set(["software", "infrastructure", "data"]);

const COVERED_TEMPLATES = [
  (kw: string) =>
    `Tell me about a time your work relied on ${kw}. What was the situation, and what was the result?`,
  (kw: string) => `Walk me through a specific example of how you have applied ${kw}.`,
  (kw: string) => `Describe a challenging problem you solved that involved ${kw}.`,
  (kw: string) => `How do you approach ${kw}? Give an example from your experience.`,
];

function credentialQuestion(ctx: QuestionContext, group: EvidenceGroup, names: string): QA {
  const plural = group.requirements.length > 1 && names.includes(" and ");
  const role = roleContext(ctx.resumeText, group.line) ?? ctx.role;
  return {
    question: `How ${plural ? "do" : "does"} your ${names} shape the way you work? Give an example.`,
    answer: `${capitalise(sayLine(group.line))} Situation: pick a real moment${role ? ` from your time as ${role.title}` : ""} when that training mattered. Action: what you did, step by step. Result: how it turned out for the people involved.`,
  };
}

/** A skill the résumé only lists ("Tools: Git, Redis"): ask how it was used. */
function listedQuestion(ctx: QuestionContext, group: EvidenceGroup, names: string): QA {
  const it = group.requirements.length > 1 && names.includes(" and ") ? "them" : "it";
  return {
    question: `I see ${names} on your résumé. How have you used ${it} in practice?`,
    answer: `${capitalise(sayLine(group.line))} Situation: pick a real project${ctx.role ? ` from your time as ${ctx.role.title}` : ""} where you used ${names}. Action: what you built, fixed or decided with ${it}. Result: what changed because of it.`,
  };
}

function coveredQuestion(ctx: QuestionContext, group: EvidenceGroup, index: number): QA {
  const keywords = group.requirements.slice(0, KEYWORDS_PER_QUESTION).map((r) => r.keyword);
  const names = joinList(keywords.map(ctx.wording));
  ctx.used.add(group.line);
  if (keywords.every(isCredential)) return credentialQuestion(ctx, group, names);
  if (!isNarrative(group.line)) return listedQuestion(ctx, group, names);
  const role = roleContext(ctx.resumeText, group.line);
  const situation = role
    ? `Situation: ${roleClause(role)}, the work called for ${names}.`
    : `Situation: the work called for ${names}.`;
  const result = hasOutcome(group.line)
    ? "Result: close on the figure above and what you learned from it."
    : "Result: close on the outcome this work produced and what you learned from it.";
  return {
    question: COVERED_TEMPLATES[index % COVERED_TEMPLATES.length](names),
    answer: `${situation} Action: ${sayLine(group.line)} ${result}`,
  };
}

function admission(ctx: QuestionContext, keywords: string[]): string {
  const names = joinList(keywords.map(ctx.wording), "or");
  if (keywords.every(isCredential)) return `I don't hold ${names} yet.`;
  const isTechnical = keywords.every((k) => TECHNICAL_FIELDS.has(skillNamed(k)?.field ?? ""));
  return isTechnical
    ? `I haven't used ${names} in production yet.`
    : `I haven't worked with ${names} directly yet.`;
}

const PLANS = [
  "Here is how I would close that gap: I would learn it hands-on, through the documentation and a small practice project",
  "To close that gap, I would set aside time in my first weeks to learn it properly and ask for feedback early",
  "My plan would be to learn it alongside someone on the team who uses it daily, and practise on real tasks",
];

/** An honest answer shape for requirements the résumé does not show. */
function gapQuestion(ctx: QuestionContext, gaps: Requirement[], index: number): QA {
  const keywords = gaps.map((r) => r.keyword);
  const names = joinList(keywords.map(ctx.wording));
  const it = keywords.length > 1 ? "them" : "it";
  const field = skillNamed(keywords[0])?.field;
  // Same-field evidence first; successive gap answers rotate through it.
  const sameField = ctx.groups.filter((g) =>
    g.requirements.some((r) => field && skillNamed(r.keyword)?.field === field),
  );
  const candidates = sameField.length > 0 ? sameField : ctx.groups;
  const related = candidates[index % Math.max(candidates.length, 1)];
  const plan = keywords.every(isCredential)
    ? "Here is how I would close that gap: I would start preparing for it straight away"
    : PLANS[index % PLANS.length].replace(/\bit\b/g, it);
  const building = related
    ? `, building on related experience: ${sayLine(related.line)}`
    : ctx.role
      ? `, building on my experience as ${ctx.role.title}.`
      : ".";
  return {
    question: `This role calls for ${names}. What experience do you have with ${it}?`,
    answer: `${admission(ctx, keywords)} ${plan}${building}`,
  };
}

/** Missing requirements in pairs of the same kind: required first, vocabulary skills first. */
function gapPairs(requirements: Requirement[]): Requirement[][] {
  const rank = (r: Requirement) =>
    (r.kind === "required" ? 0 : 2) + (skillNamed(r.keyword) ? 0 : 1);
  const missing = requirements.filter((r) => r.evidence === null).sort((a, b) => rank(a) - rank(b));
  const pairs: Requirement[][] = [];
  for (const r of missing) {
    const last = pairs[pairs.length - 1];
    const fits =
      last &&
      last.length < KEYWORDS_PER_QUESTION &&
      last[0].kind === r.kind &&
      isCredential(last[0].keyword) === isCredential(r.keyword);
    if (fits) last.push(r);
    else pairs.push([r]);
  }
  return pairs;
}

/** Questions on the job's requirements: proven ones with STAR answers, then gaps. */
export function requirementQuestions(ctx: QuestionContext): QA[] {
  const gaps = gapPairs(ctx.fit.requirements).slice(0, MAX_GAP_QUESTIONS);
  const coveredCount = Math.min(ctx.groups.length, MAX_QUESTIONS - Math.min(gaps.length, 2));
  const gapCount = Math.min(gaps.length, MAX_QUESTIONS - coveredCount);
  return [
    ...ctx.groups.slice(0, coveredCount).map((g, i) => coveredQuestion(ctx, g, i)),
    ...gaps.slice(0, gapCount).map((pair, i) => gapQuestion(ctx, pair, i)),
  ].map((qa) => ({ question: qa.question, answer: capitalise(qa.answer) }));
}
