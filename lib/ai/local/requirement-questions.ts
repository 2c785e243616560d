import { cachedIndex, hasOutcome, isNoiseWord, type Requirement } from "@/lib/match";
import { isBullet, stripBullet } from "@/lib/match/bullets";
import { CREDENTIAL_RE } from "@/lib/match/asks/read-item";
import { heldCredential } from "./held-credential";
import { isNarrative, isRoleHeadingIn, matchedWords, type EvidenceGroup } from "./evidence";
import { nextLine, nextOwnWordsLine, PEOPLE_RE, type QuestionContext } from "./question-context";
import { isQuotedWhole, sayShown } from "./say-line";
import { roleOfLine } from "./resume-roles";
import { starAnswer } from "./star-answer";
import { asSentence, capitalise, containsTerm, joinNames } from "./text";
import {
  askType,
  isHardRequirement,
  isNameable,
  proseName,
  withArticle,
  asPosted,
  type Wording,
} from "./wording";
import { credentialName, heldCredentialName, isCredentialAsk } from "./credential-names";

export type QA = { question: string; answer: string };

const MAX_QUESTIONS = 6;
const MAX_GAP_QUESTIONS = 2;
const KEYWORDS_PER_QUESTION = 2;

const COVERED_TEMPLATES = [
  (kw: string) => `Tell me about a time you worked on ${kw}. What was the result?`,
  (kw: string) => `Walk me through a specific example of your work on ${kw}.`,
  (kw: string) => `Describe a challenging problem you solved that involved ${kw}.`,
  (kw: string) => `How do you approach ${kw}? Give an example from your experience.`,
];

/**
 * The line showing a credential, said as held: "I hold a TCFP Basic Fire Inspector
 * certification (2023)" for a certifications line that names it without the word.
 */
function heldSaid(group: EvidenceGroup, names: string[]): string {
  const said = sayShown(group.line, matchedWords(group.requirements));
  if (!isQuotedWhole(said) || names.length !== 1 || /\band\b/.test(names[0]))
    return capitalise(said);
  const year = /\((?:19|20)\d\d\)/.exec(group.line)?.[0];
  // A name without its kind ("TCFP Basic Fire Inspector") is a certificate held.
  const name = CREDENTIAL_RE.test(names[0]) ? names[0] : `${names[0]} certification`;
  return asSentence(`I hold ${withArticle(name)}${year ? ` ${year}` : ""}`);
}

const NAME_WORD_RE = /\p{L}{4,}/gu;

/**
 * The lines of work of roles whose titles share a word of the credential's name (a fire
 * inspector's certificate, the inspector's job), in the résumé's order.
 */
function titledLines(resumeText: string, names: string[]): string[] {
  const words = new Set((names.join(" ").match(NAME_WORD_RE) ?? []).map((w) => w.toLowerCase()));
  const index = cachedIndex(resumeText);
  const titled = new Set(
    index.roles
      .map((role, r) => ({ role, r }))
      .filter(({ role }) =>
        (role.title.match(NAME_WORD_RE) ?? []).some((w) => words.has(w.toLowerCase())),
      )
      .map(({ r }) => r),
  );
  return index.lines
    .filter(
      (l) =>
        l.role !== null &&
        titled.has(l.role) &&
        isNarrative(l.text) &&
        !isRoleHeadingIn(resumeText, l.text),
    )
    .map((l) => l.text);
}

function credentialQuestion(ctx: QuestionContext, group: EvidenceGroup, names: string[]): QA {
  // How the credential is used: a line of work, not another credential ("Valid driver's
  // license with a clean record" says nothing of how EPA 608 is used), from a role that
  // shares a word with it when one does; else a line the person can say.
  const isWork = (line: string) =>
    (isBullet(line) || roleOfLine(ctx.resumeText, line) !== null) &&
    !heldCredential(stripBullet(line));
  const titled = titledLines(ctx.resumeText, names).filter((l) => !ctx.used.has(l) && isWork(l));
  if (titled[0]) ctx.used.add(titled[0]);
  const work =
    titled[0] ??
    nextLine(ctx, (line) => isWork(line) && !isQuotedWhole(sayShown(line)), {
      onlyPreferred: true,
    });
  // "BLS and ACLS" are two; so is one ask that names two ("EPA 608 and NATE certification").
  const isMany = names.length > 1 || /\band\b/.test(names[0]);
  return {
    question: `Tell me about your ${joinNames(names)} and how you use ${isMany ? "them" : "it"} at work.`,
    answer: [heldSaid(group, names), work ? starAnswer(ctx.resumeText, work) : ""]
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
  const names = asks.map((r) => proseName(r, ctx.wording));
  ctx.used.add(group.line);
  if (asks.every((r) => isCredentialAsk(r))) {
    // "your pharmacy technician licence", not "your pharmacy technician".
    const held = asks.map((r) => heldCredentialName(r, ctx.wording).replace(/^an?\s+/, ""));
    return credentialQuestion(ctx, group, held);
  }
  return {
    question: COVERED_TEMPLATES[index % COVERED_TEMPLATES.length](joinNames(names)),
    answer: starAnswer(ctx.resumeText, group.line, matchedWords(group.requirements)),
  };
}

/** A hard ask named as the thing asked for: "an RN license", "a BSN", "a team of 55–65". */
function hardAskName(r: Requirement, wording: Wording): string {
  const type = askType(r);
  if (type === "licence") return credentialName(r, wording);
  const name = proseName(r, wording, { isWhole: true });
  const isOne = type === "degree" || /^team\b|\bbudget$/i.test(name);
  return isOne && !/^(?:a|an|the)\s/i.test(name) ? withArticle(name) : name;
}

/** What lib/match measured ("largest team shown: 28"), as the candidate says it. */
function measuredFact(fact: string): string | null {
  const patterns: [RegExp, (m: RegExpExecArray) => string][] = [
    [
      /^(about [\d.]+ (?:years?|months?)) in matching roles$/,
      (m) => `My résumé shows ${m[1]} in roles like this`,
    ],
    [
      /^(about [\d.]+ (?:years?|months?)) of dated experience$/,
      (m) => `My résumé shows ${m[1]} of dated experience`,
    ],
    [/^largest team shown: (\d+)$/, (m) => `The largest team on my résumé is ${m[1]} people`],
    [
      /^largest (budget|book of business) shown: ([\d.]+[KMB]?)$/,
      (m) => `The largest ${m[1]} on my résumé is $${m[2]}`,
    ],
    [
      /^no (budget|book of business) with an amount is shown$/,
      (m) => `My résumé gives no figure for a ${m[1]}`,
    ],
    [/^no line shows (.+?)(?: \(.*\))?$/, (m) => `My résumé doesn't spell out ${m[1]}`],
    [/^held in (.+)$/, (m) => `The one on my résumé is held in ${m[1]}`],
    [
      /^the degree listed is in another field$/,
      () => "The degree on my résumé is in another field",
    ],
    [
      /^no such degree is listed; the posting accepts equivalent experience, and the résumé shows (about [\d.]+ (?:years?|months?)) of work$/,
      (m) =>
        `My résumé lists no such degree, but the posting accepts equivalent experience, and my résumé shows ${m[1]} of work`,
    ],
    [
      /^implied by the résumé's (.+)$/,
      (m) => `My résumé implies it through my ${m[1]} rather than listing it`,
    ],
    [/^(.+) is not mentioned$/, (m) => `My résumé doesn't mention ${m[1]}`],
    [/^the résumé (.+)$/, (m) => `My résumé ${m[1]}`],
  ];
  for (const [re, say] of patterns) {
    const m = re.exec(fact);
    if (m) return say(m);
  }
  return null;
}

/**
 * What the résumé shows of a hard ask it does not meet: a statement about the résumé,
 * never about the person, who may simply not have written it down.
 */
function resumeFact(r: Requirement, name: string): string {
  const [fact, asks] = (r.detail ?? "").split(/; the posting asks for /);
  const measured = fact ? measuredFact(fact) : null;
  if (measured) return asSentence(`${measured}${asks ? `; the posting asks for ${asks}` : ""}`);
  if (r.type === "years") return asSentence(`My résumé doesn't spell out ${name}`);
  if (r.type === "leadership" || r.type === "budget")
    return asSentence(`My résumé doesn't show ${name}`);
  return asSentence(`My résumé doesn't list ${name}`);
}

type Nearest = { line: string; isRelated: boolean };

/** A line relates to an ask when it shares a telling word with it (or, for leading, people). */
export function relatesTo(r: Requirement): (line: string) => boolean {
  if (r.type === "leadership") return (line) => PEOPLE_RE.test(line) || /\bmanag/i.test(line);
  const words = r.keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 3 && !isNoiseWord(w) && !/^years?$/.test(w));
  return (line) => words.some((w) => containsTerm(line, w));
}

/**
 * The closest thing the résumé shows: the line that shows part of it, a line that shares a
 * word with it, or (unrelated) the strongest line left; for a soft ask, null once every
 * line is used.
 */
function closest(ctx: QuestionContext, r: Requirement, isHard: boolean): Nearest | null {
  // A line another answer of the set already gave is not offered again for a soft ask:
  // four answers quoting one line read as a template. A hard one (a licence) is answered
  // with what the résumé has, even if told before.
  if (isHard) {
    if (r.partial) return { line: r.partial, isRelated: true };
    const related = nextLine(ctx, relatesTo(r), { onlyPreferred: true });
    const line = related ?? nextLine(ctx, hasOutcome);
    return line ? { line, isRelated: related !== null } : null;
  }
  if (r.partial && !ctx.used.has(r.partial)) {
    ctx.used.add(r.partial);
    return { line: r.partial, isRelated: true };
  }
  const related = nextLine(ctx, relatesTo(r), { onlyPreferred: true });
  if (related) return { line: related, isRelated: true };
  // An unrelated line is offered only in the person's own words: quoted as written, it
  // reads as a paste beside an ask it has nothing to do with.
  const line = nextOwnWordsLine(ctx);
  return line ? { line, isRelated: false } : null;
}

// Answers for an ask the résumé does not show, built on a related line; varied so that
// two in one set differ.
const RELATED_ANSWERS = [
  (near: string, name: string) =>
    `The closest example on my résumé is this: ${near} I would be glad to talk through how that carries over to ${name}.`,
  (near: string, name: string) =>
    `Here is the nearest work I can point to: ${near} I would like to hear how your team handles ${name}, and to show how that experience applies.`,
];

/** The nearest line, by its sentences that name the ask when it is a paragraph. */
const sayNear = (near: Nearest, name: string) => sayShown(near.line, name.split(/\s+/));

/** The answer for an ask the résumé does not show, from the nearest line it has. */
function openGapAnswer(near: Nearest | null, name: string, index: number): string {
  if (!near)
    return `I would like to hear how your team handles ${name}, and to talk through the parts of my experience closest to it.`;
  const said = sayNear(near, name);
  if (near.isRelated) return RELATED_ANSWERS[index % RELATED_ANSWERS.length](said, name);
  // An unrelated line is offered as what the person can show, never as "the closest".
  return `What I can show is this: ${said} I would like to hear how your team handles ${name}, and to talk through how my experience would carry over.`;
}

/**
 * An honest answer for a requirement the résumé does not show (checked against the whole
 * résumé first): for a hard one, what the résumé shows of it; for any other, the closest
 * real work. Never a claim that the person lacks it: the résumé may simply not say.
 */
function gapQuestion(ctx: QuestionContext, r: Requirement, index: number): QA {
  // A credential is held or not, whatever sort of ask the posting made of it ("BLS").
  const isHard = isHardRequirement(r) || isCredentialAsk(r);
  const near = closest(ctx, r, isHard);
  if (isHard) {
    const name = hardAskName(r, ctx.wording);
    const shown = near ? ` What I can show is this: ${sayNear(near, name)}` : "";
    return {
      question: `${asSentence(`This role asks for ${name}`)} How would you address that?`,
      answer: `${resumeFact(r, name)}${shown} I would be glad to talk through how my experience carries over.`,
    };
  }
  // Named whole: a shortened name could ask for less than was checked.
  const name = asPosted(proseName(r, ctx.wording, { isWhole: true }), ctx.description);
  return {
    question: `This role asks for ${name}. What experience do you have with it?`,
    answer: openGapAnswer(near, name, index),
  };
}

/** A credential held that is part of the one asked ("EPA 608 Type I & Type II"), said as held. */
function heldPart(line: string): string {
  const text = stripBullet(line)
    .trim()
    .replace(/[.;,]$/, "");
  // "Certified Dietitian (CD), Indiana Professional Licensing Agency": held through its issuer.
  const issued = ISSUED_BY_RE.exec(text);
  const credential = issued ? text.slice(0, issued.index) : text;
  const held = heldCredential(credential);
  const said = held ? `I ${held}` : `I hold ${credential}`;
  return asSentence(issued ? `${said} through the ${issued[1]}` : said);
}

const ISSUED_BY_RE =
  /,\s+((?:[\p{Lu}][\p{L}&-]*\s+){0,5}(?:Board|Agency|Commission|Department|Association|Council|Registry|Society|Institute)(?:\s+(?:of|on|for)\s+[\p{L} ]{2,40})?)$/u;

/** A requirement a line shows in part: what it shows, and how it carries over. */
function partialQuestion(ctx: QuestionContext, r: Requirement): QA {
  const name = asPosted(proseName(r, ctx.wording), ctx.description);
  const isLicence = r.type === "licence";
  ctx.used.add(r.partial as string);
  return {
    question: `This role asks for ${isLicence ? credentialName(r, ctx.wording) : name}. How does your experience apply?`,
    // A licence is held or not: what getting the one asked would take, never "build on".
    answer: isLicence
      ? `${heldPart(r.partial as string)} I would like to talk through what getting ${credentialName(r, ctx.wording)} would take.`
      : `${starAnswer(ctx.resumeText, r.partial as string, r.matched ?? [])} I would build on that for ${name}.`,
  };
}

/** Questions on the job's requirements: proven ones with STAR answers, then the rest. */
export function requirementQuestions(ctx: QuestionContext): QA[] {
  // A story needs a line of work: a summary or a skills list is no example.
  const groups = ctx.groups.filter(
    (g) =>
      g.requirements.some(isNameable) &&
      (isBullet(g.line) || g.requirements.every((r) => isCredentialAsk(r))),
  );
  // A weaker fit has fewer stories and more to address: more of its gaps get a question.
  const gapRoom = Math.max(MAX_GAP_QUESTIONS, MAX_QUESTIONS - groups.length);
  const others = [
    ...ctx.partial.slice(0, 1).map((r) => () => partialQuestion(ctx, r)),
    ...ctx.gaps.slice(0, gapRoom).map((r, i) => () => gapQuestion(ctx, r, i)),
  ];
  const coveredCount = Math.min(groups.length, MAX_QUESTIONS - Math.min(others.length, 2));
  const otherCount = Math.min(others.length, MAX_QUESTIONS - coveredCount);
  return [
    ...groups.slice(0, coveredCount).map((g, i) => coveredQuestion(ctx, g, i)),
    ...others.slice(0, otherCount).map((ask) => ask()),
  ].map((qa) => ({ question: qa.question, answer: capitalise(qa.answer) }));
}
