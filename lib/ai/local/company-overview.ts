import { stripBullet } from "@/lib/match/bullets";
import { containsTerm, escapeRegExp, knownCompany } from "./text";

const MAX_SENTENCES = 3;
const MAX_CHARS = 500;
const ABOUT_HEADING_RE =
  /^(?:about (?:us|the company|the team|[\p{L}\p{N}&.' -]{1,40})|who we are|our (?:mission|story|company|values)|company (?:overview|description|profile)|the company)$/iu;
const ROLE_ABOUT_RE = /^about (?:the )?(?:role|job|position|opportunity)$/i;
const COMPANY_SENTENCE_RE =
  /^(?:we(?:'re| are) (?!(?:looking|seeking|hiring|searching)\b)|we (?:build|help|make|create|provide|serve|power|develop|design|run)\b|founded\b|our (?:mission|company|platform|customers)\b)/i;
const COMPANY_VERBS =
  "(?:is|was|builds|helps|makes|creates|provides|serves|powers|develops|designs|runs|has)";

// The posting's opening line naming a company ("Brightdesk helps small shops..."), for
// when the job's company field does not say who it is.
const INTRO_COMPANY_RE = new RegExp(
  String.raw`^\p{Lu}[\p{L}\p{N}&.'-]*(?: \p{Lu}[\p{L}\p{N}&.'-]*){0,3} ${COMPANY_VERBS}\b`,
  "u",
);

function isHeading(line: string): boolean {
  const text = line.replace(/:$/, "");
  return text.split(/\s+/).length <= 6 && !/[.!?]$/.test(text) && !/^[-*•]/.test(text);
}

function sentencesOf(line: string): string[] {
  return stripBullet(line)
    .split(/(?<=[.!?])\s+(?=[A-Z"“])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 10);
}

/**
 * What the posting says about the company, in its own sentences: the lines under an
 * "About us" style heading, and sentences such as "We are ..." or "<Company> is ..." (any
 * capitalised name in the opening lines when the job names no company).
 * Empty when the posting says nothing about the company.
 */
export function companyOverview(description: string, company: string): string {
  const name = knownCompany(company);
  const namePattern = name
    ? new RegExp(`^${escapeRegExp(name)}(?:'s)? ${COMPANY_VERBS}\\b`, "i")
    : null;
  const picked: string[] = [];
  let inAbout = false;
  let isIntro = true;
  for (const raw of description.split(/\r?\n/)) {
    const line = raw
      .trim()
      .replace(/[*_#]+/g, "")
      .trim();
    if (!line) continue;
    if (isHeading(line)) {
      const heading = line.replace(/:$/, "");
      inAbout = ABOUT_HEADING_RE.test(heading) && !ROLE_ABOUT_RE.test(heading);
      isIntro = false;
      continue;
    }
    for (const sentence of sentencesOf(line)) {
      const isAboutCompany =
        inAbout ||
        COMPANY_SENTENCE_RE.test(sentence) ||
        (namePattern !== null && namePattern.test(sentence)) ||
        (name === null && isIntro && INTRO_COMPANY_RE.test(sentence)) ||
        (name !== null &&
          containsTerm(sentence, name) &&
          /\b(?:founded|headquartered|mission)\b/i.test(sentence));
      if (isAboutCompany && !picked.includes(sentence)) picked.push(sentence);
    }
  }
  const kept: string[] = [];
  for (const sentence of picked.slice(0, MAX_SENTENCES)) {
    if ([...kept, sentence].join(" ").length > MAX_CHARS && kept.length > 0) break;
    kept.push(sentence);
  }
  return kept.join(" ");
}
