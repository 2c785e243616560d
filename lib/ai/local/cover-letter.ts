import { isBullet } from "@/lib/match/bullets";
import { candidateName } from "./candidate-name";
import {
  evidenceGroups,
  isRoleHeadingIn,
  isWorkEvidence,
  isSayable,
  narrativeFirst,
  matchedWords,
  narrativeLines,
  shownPart,
} from "./evidence";
import { hasOutcome, type Requirement } from "@/lib/match";
import { asRole, latestRole, type RoleContext } from "./resume-roles";
import { isQuotedWhole, sayLine } from "./say-line";
import { asSentence, distinct, joinList, knownCompany, knownTitle, joinNames, tidy } from "./text";
import type { LocalInput } from "./types";
import { asPosted, isCutShort, isNameable, makeWording, namesTitle, proseName } from "./wording";
import { heldCredentials, isCredentialAsk } from "./credential-names";

const MAX_EVIDENCE = 4;
const SHOWN_BY_WORK = new Set<Requirement["type"]>(["leadership", "budget"]);
const MAX_NAMED = 3;

const LINKS = ["For example,", "In addition,", "Also,", "Beyond that,"];

/** "For example, I led ...", "I also built ...", "In addition, my certifications include ...". */
function evidenceSentence(said: string, index: number, hasIntro: boolean): string {
  if (index === 0 && !hasIntro) return `${said[0].toUpperCase()}${said.slice(1)}`;
  // "I have also been a preceptor ...", "I also built ...".
  const auxiliary = /^I (have|had|was|will)\s/.exec(said);
  if (index === 1 && auxiliary) return `I ${auxiliary[1]} also ${said.slice(auxiliary[0].length)}`;
  if (index === 1 && /^I\s/.test(said) && !/^I (?:am|hold)\b/.test(said))
    return `I also ${said.slice(2)}`;
  return `${LINKS[index % LINKS.length]} ${said}`;
}

/**
 * The 2-4 strongest evidence lines as the candidate says them, bullets of work first (a
 * summary or an education line is no example); résumé bullets when the job's requirements
 * show too few.
 */
function chooseEvidence({ resumeText, fit }: LocalInput): string[] {
  // A team led or a budget owned is proof worth quoting, though the letter does not name
  // such an ask ("Lead a crew of 2 carpenters and an apprentice" for a lead carpenter).
  const quotable = (r: Requirement) => isNameable(r) || SHOWN_BY_WORK.has(r.type);
  const nameable = { ...fit, requirements: fit.requirements.filter(quotable) };
  const groups = [
    ...evidenceGroups(nameable, "required"),
    ...evidenceGroups(nameable, "preferred"),
  ];
  const lines = distinct(groups.map((g) => g.line)).filter(
    (line) => isSayable(line) && !isRoleHeadingIn(resumeText, line),
  );
  if (lines.filter(isBullet).length < 2) lines.push(...narrativeLines(resumeText));
  const ordered = narrativeFirst(distinct(lines));
  const shown = [...ordered.filter(isBullet), ...ordered.filter((l) => !isBullet(l))].map((line) =>
    shownPart(line, matchedWords(nameable.requirements.filter((r) => r.evidence === line))),
  );
  // A line the candidate can say ("I run the 9 pm–5:30 am pastry shift") is proof before
  // one only quoted as written, which reads as a paste, unless that one has an outcome
  // ("1.1 million safe miles, zero preventable accidents; 2024 Driver of the Year").
  const said = shown.map((line) => ({ line, said: sayLine(line) }));
  const pasted = (s: { line: string; said: string }) =>
    isQuotedWhole(s.said) && !hasOutcome(s.line);
  return [...said.filter((s) => !pasted(s)), ...said.filter(pasted)]
    .slice(0, MAX_EVIDENCE)
    .map((s) => s.said);
}

function introduction(role: RoleContext | null, isFit: boolean): string | null {
  if (!role) return null;
  return isFit
    ? `In my work ${asRole(role)}, I have done the kind of work this role asks for.`
    : `I bring my experience ${asRole(role)}, and these are the parts of it that carry over to this role.`;
}

/** What the role asks for that the résumé proves: the work done, then the credentials held. */
function fitParagraph(work: string[], held: string[], company: string | null): string {
  const asks = [
    ...(work.length > 0
      ? [`This role asks for ${joinNames(work)}, and that is the work I have been doing.`]
      : []),
    ...(held.length > 0
      ? [
          `${work.length > 0 ? "It also asks for" : "This role asks for"} ${joinList(held)}, which I hold.`,
        ]
      : []),
  ];
  if (asks.length === 0) return "";
  return `${asks.join(" ")} ${asSentence(`I would like to bring that experience to ${company ?? "your team"}`)}`;
}

/**
 * A cover letter from the résumé's own evidence: the role, 2-4 real lines as the proof in
 * the first person, what the role asks for that those lines show, and a closing signed with
 * the name on the résumé. It never confesses a gap: a letter is where the candidate makes
 * their case, and the analysis and the interview notes are where gaps are faced.
 */
export function writeCoverLetter(input: LocalInput): string {
  const { resumeText, job, fit } = input;
  const company = knownCompany(job.company);
  const title = knownTitle(job.title);
  const wording = makeWording([job.description, job.title, resumeText]);
  const role = latestRole(resumeText);
  const name = candidateName(resumeText);

  const proven = fit.requirements.filter(
    (r) =>
      r.kind === "required" &&
      r.evidence !== null &&
      isNameable(r) &&
      !namesTitle(r.keyword, role?.title ?? null),
  );
  // A list cut short ("Perform brake, steering") joined with the other names reads as a
  // garble, so the letter names whole asks only.
  const namesOf = (rs: Requirement[]) =>
    distinct(
      rs
        .filter((r) => !isCutShort(r.keyword))
        .map((r) => asPosted(proseName(r, wording), job.description)),
    ).slice(0, MAX_NAMED);
  // Work is shown by a sentence of it or a role held, not by a list or a certificate line
  // ("First Aid/CPR/AED (2025)" is no proof of giving medical instructions).
  const work = namesOf(
    proven.filter((r) => !isCredentialAsk(r) && isWorkEvidence(resumeText, r.evidence!)),
  );
  const held = heldCredentials(proven, wording).slice(0, MAX_NAMED);

  const position = title ? `the ${title} position` : "this position";
  const opening = [
    asSentence(`I am writing to apply for ${position}${company ? ` at ${company}` : ""}`),
  ];
  const intro = introduction(role, work.length + held.length > 0);
  if (intro) opening.push(intro);

  const evidence = chooseEvidence(input).map((said, i) =>
    evidenceSentence(said, i, intro !== null),
  );
  const proof = evidence.length > 2 ? [evidence.slice(0, 2), evidence.slice(2)] : [evidence];

  // asSentence: a company may end in its own full stop ("Bramblewood Outdoor Co.").
  const closing = `Thank you for considering my application. ${asSentence(`I would welcome the chance to discuss how I can contribute to ${company ?? "your team"}`)}`;
  const paragraphs = [
    company ? `Dear ${company} hiring team,` : "Dear Hiring Manager,",
    opening.join(" "),
    ...proof.filter((p) => p.length > 0).map((p) => p.join(" ")),
    fitParagraph(work, held, company),
    closing,
    name ? `Sincerely,\n${name}` : "Sincerely,",
  ];
  return tidy(paragraphs.filter(Boolean).join("\n\n"));
}
