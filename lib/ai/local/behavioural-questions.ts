import { hasOutcome, resumeShows } from "@/lib/match";
import { isNarrative } from "./evidence";
import { nextLine, nextOwnWordsLine, PEOPLE_RE, type QuestionContext } from "./question-context";
import { relatesTo, type QA } from "./requirement-questions";
import { asRole, resumeRoles, roleAt, type RoleContext } from "./resume-roles";
import { sayShown } from "./say-line";
import { starAnswer } from "./star-answer";
import { asSentence, capitalise, containsTerm, joinList, joinNames, splitSentences } from "./text";
import { proseName, withArticle } from "./wording";

const NAMES_SHOWN = 3;

/** The latest role in the tense its dates give: "I am an HR Manager at Acme", "I was ...". */
function latestRoleSentence(role: RoleContext): string {
  if (!role.title)
    return asSentence(
      `${role.isCurrent === false ? "I most recently worked" : "I work"} ${asRole(role)}`,
    );
  if (role.isCurrent === null)
    return asSentence(`My most recent role is ${role.title}${role.org ? ` at ${role.org}` : ""}`);
  return asSentence(`${role.isCurrent ? "I am" : "I was most recently"} ${roleAt(role)}`);
}

/** The opener: background, told through the résumé's roles and its strongest line, then why. */
export function backgroundQuestion(ctx: QuestionContext): QA {
  const target = `${ctx.title ? `this ${ctx.title} role` : "this role"}${ctx.company ? ` at ${ctx.company}` : ""}`;
  // asSentence: a company may end in its own full stop ("Ironbridge Electric, Inc.").
  const question = asSentence(`Walk me through your background and what draws you to ${target}`);
  const roles = resumeRoles(ctx.resumeText);
  const parts: string[] = [];
  // asSentence: an organisation may end in its own full stop ("Midwest Fabrication Co.").
  if (roles.length > 0) parts.push(latestRoleSentence(roles[0]));
  const earlier = roles.slice(1, 3).filter((r) => roleAt(r) !== roleAt(roles[0]));
  const sameOrg = earlier.length > 1 && earlier.every((r) => r.org && r.org === earlier[0].org);
  const titles = earlier.map((r) => withArticle(r.title));
  if (sameOrg && earlier.every((r) => r.title))
    parts.push(asSentence(`Before that, I worked at ${earlier[0].org} as ${joinList(titles)}`));
  else if (earlier.length > 0)
    parts.push(asSentence(`Before that, I worked ${joinList(earlier.map(asRole))}`));
  // A line quoted as written opens the interview as a paste.
  const line = nextOwnWordsLine(ctx) ?? nextLine(ctx, hasOutcome);
  if (line) parts.push(capitalise(sayShown(line)));
  parts.push(
    ctx.covered.length > 0
      ? `What draws me to this role is its focus on ${joinNames(ctx.covered.slice(0, NAMES_SHOWN))}, which is the work I do.`
      : "What draws me to this role is the chance to take that experience in a new direction.",
  );
  return { question, answer: parts.join(" ") };
}

/** A behavioural question answered from the résumé line that fits it, or none. */
function storyQuestion(
  ctx: QuestionContext,
  question: string,
  fits: RegExp | ((line: string) => boolean),
): QA | null {
  const test = typeof fits === "function" ? fits : (l: string) => fits.test(l);
  // A fresh line when there is one; a short résumé may tell one story twice.
  const accepts = (l: string) => isNarrative(l) && test(l);
  const line = nextLine(ctx, accepts, { onlyPreferred: true }) ?? ctx.lines.find(accepts) ?? null;
  if (!line) return null;
  // A paragraph is told by its sentences the question is about ("Teach extinguisher classes").
  const words = typeof fits === "function" ? [] : line.split(/\s+/).filter((w) => fits.test(w));
  return { question, answer: starAnswer(ctx.resumeText, line, words) };
}

const IMPROVED_RE =
  /\b(?:reduc\w*|cut|improv\w*|streamlin\w*|automat\w*|faster|rewr[io]te\w*|redesign\w*|simplif\w*|raised|increased|grew)\b/i;
const TEAMWORK_RE =
  /\b(?:partner\w*|collaborat\w*|stakeholder\w*|cross-functional|with (?:product|sales|engineering|finance|marketing|the)|alongside)\b/i;
const DIFFICULT_RE =
  /\b(?:escalat\w*|resolv\w*|de-escalat\w*|complaint\w*|turnaround|at-risk|churn\w*|recover\w*|crisis|incident\w*)\b/i;

function whyCompanyQuestion(ctx: QuestionContext): QA {
  const question = ctx.company
    ? `Why do you want to work at ${ctx.company}?`
    : "Why are you interested in this role?";
  const parts: string[] = [];
  const [firstSentence] = splitSentences(ctx.overview);
  if (firstSentence)
    parts.push(`I was drawn to how the posting describes the company: "${firstSentence}"`);
  parts.push(
    ctx.covered.length > 0
      ? `The role centres on ${joinNames(ctx.covered.slice(0, NAMES_SHOWN))}, which matches the work I have been doing.`
      : "The role is a chance to apply my experience in a new setting and to keep learning.",
  );
  return { question, answer: parts.join(" ") };
}

/** The first 90 days, planned from what the posting asks (intentions, not history). */
function firstMonthsQuestion(ctx: QuestionContext): QA {
  const focus = joinNames(ctx.focus.slice(0, NAMES_SHOWN));
  const where = ctx.company ?? "the team";
  return {
    question: "What would your first three months in this role look like?",
    answer: focus
      ? `In the first month I would learn how ${where} approaches ${focus}, and who depends on that work. By the second month I would be taking on that work myself, and by the third I would agree with my manager on how we measure success.`
      : `In the first month I would learn how ${where} works and who depends on this role. By the second month I would be taking on the work myself, and by the third I would agree with my manager on how we measure success.`,
  };
}

/** Where the fit is strongest and where the person would grow, checked against the résumé. */
function fitQuestion(ctx: QuestionContext): QA | null {
  if (ctx.covered.length === 0) return null;
  // Only what no line shows or touches: "grow in counting controlled substances" would
  // deny the résumé's "Count the CII vault with the RPh each shift".
  // Named skills first; a duty cut from a list ("Turn member, lending and ...") is not named.
  const grow = [
    ...ctx.gaps.filter((r) => r.type === "skill"),
    ...ctx.gaps.filter((r) => r.type === "phrase" && !r.keyword.includes(",")),
  ]
    .filter((r) => !ctx.lines.some(relatesTo(r)) && !resumeShows(ctx.resumeText, r.keyword))
    .map((r) => proseName(r, ctx.wording))
    .filter((name) => !ctx.covered.some((c) => containsTerm(c, name)));
  const growth =
    grow.length > 0
      ? ` Where I would grow is ${joinNames(grow.slice(0, 2))}, and I would start on that early.`
      : "";
  return {
    question: "Where does your experience fit this role best, and where would you grow?",
    answer: `My experience fits best with the role's focus on ${joinNames(ctx.covered.slice(0, NAMES_SHOWN))}.${growth}`,
  };
}

/** The one part of their experience they would lead with, from their strongest line. */
function leadWithQuestion(ctx: QuestionContext): QA | null {
  const line = ctx.lines.find(hasOutcome) ?? ctx.lines[0];
  if (!line) return null;
  const focus = ctx.covered[0] ?? ctx.focus[0];
  return {
    question: "What part of your experience would help you most in this role?",
    answer: `${capitalise(sayShown(line))} ${focus ? `That is the part I would lead with, because this role centres on ${focus}.` : "That is the part I would lead with."}`,
  };
}

/** Real questions to ask the interviewer, drawn from the posting. */
function questionsForThem(ctx: QuestionContext): QA {
  const topic = ctx.focus[0];
  const asks = [
    topic
      ? `How does the team measure success in ${topic}?`
      : "How does the team measure success in this role?",
    "What would you most like the person in this role to change in their first year?",
    "How do you support people in this role as they grow?",
  ];
  return {
    question: "What questions do you have for us?",
    answer: `I would ask: ${asks.join(" ")}`,
  };
}

/** Behavioural questions the résumé can answer with real lines, in order of use. */
export function behaviouralQuestions(ctx: QuestionContext): QA[] {
  const stories = [
    storyQuestion(
      ctx,
      "Tell me about the accomplishment you are most proud of.",
      (l) => hasOutcome(l) || /\d/.test(l),
    ) ?? storyQuestion(ctx, "Tell me about the accomplishment you are most proud of.", () => true),
    storyQuestion(ctx, "Tell me about a time you improved how something was done.", IMPROVED_RE),
    storyQuestion(ctx, "Tell me about a time you helped other people learn or grow.", PEOPLE_RE),
    storyQuestion(
      ctx,
      "Tell me about a time you worked with another team to get something done.",
      TEAMWORK_RE,
    ),
    storyQuestion(ctx, "Tell me about a time you handled a difficult situation.", DIFFICULT_RE),
  ];
  const [proud, ...rest] = stories;
  return [
    proud,
    whyCompanyQuestion(ctx),
    ...rest,
    fitQuestion(ctx),
    leadWithQuestion(ctx),
    firstMonthsQuestion(ctx),
    questionsForThem(ctx),
  ].filter((qa): qa is QA => qa !== null);
}
