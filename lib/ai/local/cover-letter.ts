import { candidateName } from "./candidate-name";
import { evidenceGroups, isSayable, narrativeFirst, narrativeLines } from "./evidence";
import { latestRole } from "./resume-roles";
import { firstPerson, sayLine } from "./say-line";
import { distinct, joinList, knownCompany, knownTitle, tidy } from "./text";
import type { LocalInput } from "./types";
import { makeWording, namesTitle, skillsBeforeCredentials } from "./wording";

const MAX_EVIDENCE = 4;
const MAX_NEEDS = 5;
const MAX_GAPS = 3;

const LINKS = ["For example,", "Also,", "In addition,", "Beyond that,"];

/** "For example, I led ...", "I also built ...", "In addition, my certifications include ...". */
function evidenceSentence(line: string, index: number): string {
  const said = sayLine(line);
  if (index % 2 === 1 && said.startsWith("I ")) return `I also ${said.slice(2)}`;
  return `${LINKS[index % LINKS.length]} ${said}`;
}

/** The 2-4 strongest evidence lines, required requirements first; résumé bullets otherwise. */
function chooseEvidence({ resumeText, fit }: LocalInput): string[] {
  const required = evidenceGroups(fit, "required").map((g) => g.line);
  const preferred = evidenceGroups(fit, "preferred").map((g) => g.line);
  const lines = distinct([...required, ...preferred]).filter(isSayable);
  if (lines.length < 2) lines.push(...narrativeLines(resumeText));
  const chosen = narrativeFirst(distinct(lines)).slice(0, MAX_EVIDENCE);
  // Lines that read as "I led ..." open the paragraph; quoted ones follow.
  return [...chosen.filter((l) => firstPerson(l)), ...chosen.filter((l) => !firstPerson(l))];
}

/**
 * A cover letter from the résumé's own evidence: the role, 2-4 real lines as the proof,
 * the job's needs with honest mention of what the résumé does not show, and a closing
 * signed with the name on the résumé.
 */
export function writeCoverLetter(input: LocalInput): string {
  const { resumeText, job, fit } = input;
  const company = knownCompany(job.company);
  const title = knownTitle(job.title);
  const wording = makeWording([job.description, job.title, resumeText]);
  const role = latestRole(resumeText);
  const name = candidateName(resumeText);

  const required = fit.requirements.filter((r) => r.kind === "required");
  const proven = required.filter(
    (r) => r.evidence !== null && !namesTitle(r.keyword, role?.title ?? null),
  );
  const covered = distinct(skillsBeforeCredentials(proven.map((r) => r.keyword)).map(wording));
  const gaps = distinct(required.filter((r) => r.evidence === null).map((r) => wording(r.keyword)));

  const position = title ? `the ${title} position` : "this position";
  const opening = [`I am writing to apply for ${position}${company ? ` at ${company}` : ""}.`];
  if (role && covered.length > 0)
    opening.push(
      `My work as ${role.title} has given me hands-on experience with ${joinList(covered.slice(0, 3))}, which this role calls for.`,
    );
  else if (role) opening.push(`I bring my experience as ${role.title} to this role.`);

  const evidence = chooseEvidence(input).map(evidenceSentence);
  const proof = evidence.length > 2 ? [evidence.slice(0, 2), evidence.slice(2)] : [evidence];

  const needs: string[] = [];
  const asked = distinct(required.map((r) => wording(r.keyword))).slice(0, MAX_NEEDS);
  if (asked.length > 0) {
    needs.push(`The role calls for ${joinList(asked)}.`);
    if (gaps.length === 0) needs.push("My experience covers each of these.");
    else
      needs.push(
        `I have not yet worked with ${joinList(gaps.slice(0, MAX_GAPS), "or")}, and I am eager to grow in ${gaps.length > 1 ? "those areas" : "that area"}.`,
      );
  }

  const closing = `Thank you for considering my application. I would welcome the chance to discuss how I can contribute to ${company ?? "your team"}.`;
  const paragraphs = [
    company ? `Dear ${company} hiring team,` : "Dear Hiring Manager,",
    opening.join(" "),
    ...proof.filter((p) => p.length > 0).map((p) => p.join(" ")),
    needs.join(" "),
    closing,
    name ? `Sincerely,\n${name}` : "Sincerely,",
  ];
  return tidy(paragraphs.filter(Boolean).join("\n\n"));
}
