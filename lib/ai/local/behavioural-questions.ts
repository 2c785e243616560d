import { hasOutcome } from "./evidence";
import { resumeRoles, roleClause, roleContext, type RoleContext } from "./resume-roles";
import { sayLine } from "./say-line";
import { nextLine, type QuestionContext } from "./question-context";
import type { QA } from "./requirement-questions";
import { asSentence, capitalise, joinList, shortQuote } from "./text";

const NAMES_SHOWN = 3;

function fromYourTime(ctx: QuestionContext): string {
  return ctx.role ? ` from your time as ${ctx.role.title}` : "";
}

const asRole = (role: RoleContext) => (role.org ? `${role.title} at ${role.org}` : role.title);

/** The opener: background, told through the résumé's roles, then why this role. */
export function backgroundQuestion(ctx: QuestionContext): QA {
  const target = `${ctx.title ? `this ${ctx.title} role` : "this role"}${ctx.company ? ` at ${ctx.company}` : ""}`;
  const question = `Walk me through your background and what draws you to ${target}.`;
  const roles = resumeRoles(ctx.resumeText);
  const parts: string[] = [];
  // asSentence: an organisation may end in its own full stop ("Midwest Fabrication Co.").
  if (roles.length > 0)
    parts.push(asSentence(`Most recently, I have worked as ${asRole(roles[0])}`));
  if (roles.length > 1)
    parts.push(asSentence(`I have also worked as ${joinList(roles.slice(1, 3).map(asRole))}`));
  if (roles.length === 0) {
    const line = nextLine(ctx);
    if (line) parts.push(capitalise(sayLine(line)));
  }
  const hasBackground = parts.length > 0;
  parts.push(
    ctx.covered.length > 0
      ? `What draws me to this role is its focus on ${joinList(ctx.covered.slice(0, NAMES_SHOWN))}, where I already have hands-on experience.`
      : hasBackground
        ? "What draws me to this role is the chance to build on that experience in a new direction."
        : "What draws me to this role is the chance to grow in a new direction.",
  );
  return { question, answer: parts.join(" ") };
}

function proudQuestion(ctx: QuestionContext): QA {
  // The proudest moment is the strongest line, even if an earlier answer used it.
  const line =
    nextLine(ctx, hasOutcome, { onlyPreferred: true }) ??
    ctx.lines.find(hasOutcome) ??
    ctx.lines[0] ??
    null;
  const question = "Tell me about the accomplishment you are most proud of.";
  if (!line) {
    return {
      question,
      answer:
        "Choose one real result. Situation: the context in a sentence. Task: what you were responsible for. Action: what you did, in the first person. Result: the outcome and why it mattered.",
    };
  }
  const role = roleContext(ctx.resumeText, line);
  const situation = role
    ? `Situation: ${roleClause(role)}, I took on this work.`
    : "Situation: I took on this work.";
  return {
    question,
    answer: `${situation} Action: ${sayLine(line)} Result: close on the outcome and why it mattered to the team.`,
  };
}

function learnQuestion(ctx: QuestionContext): QA {
  const line = nextLine(ctx);
  const example = line ? `, for instance the work behind "${shortQuote(line)}"` : "";
  const link = ctx.gaps[0]
    ? ` Then link it to this role: ${ctx.gaps[0]} is new to me, and I would learn it the same way.`
    : "";
  return {
    question: "Describe a time you had to learn a new skill or tool quickly.",
    answer: `Choose a real example${example}, and walk through it. Situation: what was new to you. Action: how you learned it. Result: what you delivered with it.${link}`,
  };
}

function whyCompanyQuestion(ctx: QuestionContext): QA {
  const question = ctx.company
    ? `Why do you want to work at ${ctx.company}?`
    : "Why are you interested in this role?";
  const parts: string[] = [];
  const firstSentence = ctx.overview.split(/(?<=[.!?])\s+/)[0];
  if (firstSentence)
    parts.push(`I was drawn to how the posting describes the company: "${firstSentence}"`);
  parts.push(
    ctx.covered.length > 0
      ? `The role centres on ${joinList(ctx.covered.slice(0, NAMES_SHOWN))}, which matches the work I have been doing.`
      : "The role is a chance to apply my experience in a new setting and to keep learning.",
  );
  return { question, answer: parts.join(" ") };
}

function coached(question: string, answer: string): QA {
  return { question, answer };
}

/** Standard behavioural questions with honest STAR-shaped answer guides, in order of use. */
export function behaviouralQuestions(ctx: QuestionContext): QA[] {
  return [
    proudQuestion(ctx),
    learnQuestion(ctx),
    whyCompanyQuestion(ctx),
    coached(
      "Tell me about a time you disagreed with a colleague or stakeholder. How did you resolve it?",
      `Choose a real disagreement${fromYourTime(ctx)}. Situation: what it was about. Task: what you needed to achieve. Action: how you listened, shared evidence and agreed a way forward. Result: what was decided and what you learned.`,
    ),
    coached(
      "Describe a time something went wrong at work. What did you do, and what did you learn?",
      `Choose a real example${fromYourTime(ctx)}. Situation: what went wrong. Action: what you did to fix it, in the first person. Result: what you changed afterwards so it would not happen again.`,
    ),
    coached(
      "Tell me about a time you received difficult feedback. What did you change?",
      "Choose real feedback you acted on. Situation: what you were told and by whom. Action: what you changed. Result: how your work improved, and what you do differently now.",
    ),
    coached(
      "How do you prioritise when several deadlines compete for your time?",
      `Describe the method you actually use, then give a real example${fromYourTime(ctx)}: how you ranked the work, who you kept informed, and how it turned out.`,
    ),
  ];
}
