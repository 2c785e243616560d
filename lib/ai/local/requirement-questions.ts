import type { Requirement } from "@/lib/match";
import { isBullet } from "@/lib/match/bullets";
import { hasOutcome, type EvidenceGroup } from "./evidence";
import { nextLine, type QuestionContext } from "./question-context";
import { sayLine } from "./say-line";
import { starAnswer } from "./star-answer";
import { capitalise, joinList } from "./text";
import { isCredential, isNameable, proseName } from "./wording";

export type QA = { question: string; answer: string };

const MAX_QUESTIONS = 6;
const MAX_GAP_QUESTIONS = 2;
const KEYWORDS_PER_QUESTION = 2;
const HARD_TYPES = new Set(["licence", "degree", "years", "leadership", "budget", "language"]);

const COVERED_TEMPLATES = [
  (kw: string) => `Tell me about a time your work relied on ${kw}. What was the result?`,
  (kw: string) => `Walk me through a specific example of your work on ${kw}.`,
  (kw: string) => `Describe a challenging problem you solved that involved ${kw}.`,
  (kw: string) => `How do you approach ${kw}? Give an example from your experience.`,
];

const closingFor = (ctx: QuestionContext) =>
  `That is the approach I would bring to ${ctx.company ?? "this role"}.`;

function credentialQuestion(ctx: QuestionContext, group: EvidenceGroup, names: string): QA {
  const work = nextLine(ctx, isBullet, { onlyPreferred: true });
  return {
    question: `Tell me about your ${names} and how you use ${group.requirements.length > 1 ? "them" : "it"} at work.`,
    answer: [
      capitalise(sayLine(group.line)),
      work ? starAnswer(ctx.resumeText, work, closingFor(ctx)) : "",
    ]
      .filter(Boolean)
      .join(" "),
  };
}

function coveredQuestion(ctx: QuestionContext, group: EvidenceGroup, index: number): QA {
  const nameable = group.requirements.filter(isNameable);
  // Two short skills read well together; a phrase stands alone.
  const isShort = (r: Requirement) => r.type === "skill" || r.keyword.split(/\s+/).length <= 2;
  const asks = nameable.slice(
    0,
    nameable.slice(0, KEYWORDS_PER_QUESTION).every(isShort) ? KEYWORDS_PER_QUESTION : 1,
  );
  const names = joinList(asks.map((r) => proseName(r, ctx.wording)));
  ctx.used.add(group.line);
  if (asks.every((r) => isCredential(r.keyword))) return credentialQuestion(ctx, group, names);
  return {
    question: COVERED_TEMPLATES[index % COVERED_TEMPLATES.length](names),
    answer: starAnswer(ctx.resumeText, group.line, closingFor(ctx)),
  };
}

/** A plain sentence about a hard requirement the résumé does not meet. */
function hardAdmission(r: Requirement, name: string): string {
  switch (r.type) {
    case "licence":
      return `I don't hold ${name}.`;
    case "degree":
      return `I don't have ${/^(?:a|an)\s/i.test(name) ? name : `the ${name}`} the posting asks for.`;
    case "years":
      // Only a measured figure says "shorter"; a résumé without dates says nothing either way.
      return r.detail?.startsWith("about")
        ? `My experience is shorter than the posting's ${name}.`
        : `Let me walk you through my experience in this area.`;
    case "leadership":
      return "I haven't led a team of that size or shape yet.";
    case "budget":
      return "I haven't owned a budget of that size yet.";
    default:
      return `I don't have ${name} yet.`;
  }
}

const PEOPLE_RE = /\b(?:mentor\w*|train\w*|coach\w*|led|lead|supervis\w*|manag\w*|onboard\w*)\b/i;

/** The closest thing the résumé shows: the line that shows part of it, or related work. */
function closest(ctx: QuestionContext, r: Requirement): string | null {
  if (r.partial) return r.partial;
  if (r.type === "leadership") return nextLine(ctx, (l) => PEOPLE_RE.test(l));
  return nextLine(ctx, (l) => hasOutcome(l));
}

const CLOSEST_LEAD: Record<string, string> = {
  years: " Here is what I can show:",
  leadership: " The closest I have done is this:",
  budget: " The closest I have done is this:",
};

/**
 * An honest answer for a requirement the résumé does not show (checked against the whole
 * résumé first): hard requirements stated plainly, soft ones as what to build on.
 */
function gapQuestion(ctx: QuestionContext, r: Requirement): QA {
  // Named whole: a shortened name could ask for less than was checked.
  const name = proseName({ ...r, type: r.type === "phrase" ? "years" : r.type }, ctx.wording);
  const near = closest(ctx, r);
  const lead = CLOSEST_LEAD[r.type ?? ""] ?? " The closest I have done is this:";
  const nearSentence = near ? `${lead} ${sayLine(near)}` : "";
  if (HARD_TYPES.has(r.type ?? "")) {
    return {
      question: `This role asks for ${name}. How would you address that?`,
      answer: `${hardAdmission(r, name)}${nearSentence} I would be glad to talk through how that experience carries over.`,
    };
  }
  return {
    question: `This role asks for ${name}. What experience do you have with it?`,
    answer: `It would be new for me in this form.${nearSentence} I would build on that and learn how your team handles ${name} in my first weeks.`,
  };
}

/** A requirement a line shows in part: what it shows, and how it carries over. */
function partialQuestion(ctx: QuestionContext, r: Requirement): QA {
  const name = proseName(r, ctx.wording);
  ctx.used.add(r.partial as string);
  return {
    question: `This role asks for ${name}. How does your experience apply?`,
    answer: `${starAnswer(ctx.resumeText, r.partial as string, `I would build on that for ${name}.`)}`,
  };
}

/** Questions on the job's requirements: proven ones with STAR answers, then the rest. */
export function requirementQuestions(ctx: QuestionContext): QA[] {
  // A story needs a line of work: a summary or a skills list is no example.
  const groups = ctx.groups.filter(
    (g) =>
      g.requirements.some(isNameable) &&
      (isBullet(g.line) || g.requirements.every((r) => isCredential(r.keyword))),
  );
  // A weaker fit has fewer stories and more to address: more of its gaps get a question.
  const gapRoom = Math.max(MAX_GAP_QUESTIONS, MAX_QUESTIONS - groups.length);
  const others = [
    ...ctx.partial.slice(0, 1).map((r) => () => partialQuestion(ctx, r)),
    ...ctx.gaps.slice(0, gapRoom).map((r) => () => gapQuestion(ctx, r)),
  ];
  const coveredCount = Math.min(groups.length, MAX_QUESTIONS - Math.min(others.length, 2));
  const otherCount = Math.min(others.length, MAX_QUESTIONS - coveredCount);
  return [
    ...groups.slice(0, coveredCount).map((g, i) => coveredQuestion(ctx, g, i)),
    ...others.slice(0, otherCount).map((ask) => ask()),
  ].map((qa) => ({ question: qa.question, answer: capitalise(qa.answer) }));
}
