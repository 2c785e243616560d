import { isBullet } from "@/lib/match/bullets";
import { candidateName } from "./candidate-name";
import { evidenceGroups, isSayable, narrativeFirst, narrativeLines } from "./evidence";
import { latestRole, type RoleContext } from "./resume-roles";
import { sayLine } from "./say-line";
import { distinct, joinList, knownCompany, knownTitle, tidy } from "./text";
import type { LocalInput } from "./types";
import { isNameable, makeWording, namesTitle, proseName } from "./wording";

const MAX_EVIDENCE = 4;
const MAX_NAMED = 3;

const LINKS = ["For example,", "In addition,", "Also,", "Beyond that,"];

/** "For example, I led ...", "I also built ...", "In addition, my certifications include ...". */
function evidenceSentence(line: string, index: number, hasIntro: boolean): string {
  const said = sayLine(line);
  if (index === 0 && !hasIntro) return `${said[0].toUpperCase()}${said.slice(1)}`;
  if (index === 1 && /^I\s/.test(said) && !/^I (?:am|hold)\b/.test(said))
    return `I also ${said.slice(2)}`;
  return `${LINKS[index % LINKS.length]} ${said}`;
}

/**
 * The 2-4 strongest evidence lines, bullets of work first (a summary or an education line
 * is no example); résumé bullets when the job's requirements show too few.
 */
function chooseEvidence({ resumeText, fit }: LocalInput): string[] {
  const nameable = { ...fit, requirements: fit.requirements.filter(isNameable) };
  const required = evidenceGroups(nameable, "required").map((g) => g.line);
  const preferred = evidenceGroups(nameable, "preferred").map((g) => g.line);
  const lines = distinct([...required, ...preferred]).filter(isSayable);
  if (lines.filter(isBullet).length < 2) lines.push(...narrativeLines(resumeText));
  const ordered = narrativeFirst(distinct(lines));
  return [...ordered.filter(isBullet), ...ordered.filter((l) => !isBullet(l))].slice(
    0,
    MAX_EVIDENCE,
  );
}

function introduction(role: RoleContext | null, isFit: boolean): string | null {
  if (!role) return null;
  const where = role.org ? ` at ${role.org}` : "";
  return isFit
    ? `In my work as ${role.title}${where}, I have done the kind of work this role asks for.`
    : `My background is in my work as ${role.title}${where}, and these are the parts of it I would bring to this role.`;
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
  const named = distinct(proven.map((r) => proseName(r, wording))).slice(0, MAX_NAMED);

  const position = title ? `the ${title} position` : "this position";
  const opening = [`I am writing to apply for ${position}${company ? ` at ${company}` : ""}.`];
  const intro = introduction(role, named.length > 0);
  if (intro) opening.push(intro);

  const evidence = chooseEvidence(input).map((line, i) =>
    evidenceSentence(line, i, intro !== null),
  );
  const proof = evidence.length > 2 ? [evidence.slice(0, 2), evidence.slice(2)] : [evidence];

  const fitParagraph =
    named.length > 0
      ? `This role asks for ${joinList(named)}, and that is the work I have been doing. I would like to do it next${company ? ` at ${company}` : " with your team"}.`
      : "";

  const closing = `Thank you for considering my application. I would welcome the chance to discuss how I can contribute to ${company ?? "your team"}.`;
  const paragraphs = [
    company ? `Dear ${company} hiring team,` : "Dear Hiring Manager,",
    opening.join(" "),
    ...proof.filter((p) => p.length > 0).map((p) => p.join(" ")),
    fitParagraph,
    closing,
    name ? `Sincerely,\n${name}` : "Sincerely,",
  ];
  return tidy(paragraphs.filter(Boolean).join("\n\n"));
}
