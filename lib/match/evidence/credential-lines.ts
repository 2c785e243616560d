import type { JobAsk } from "../asks/types";
import { degreeMentions, UNFINISHED_RE } from "../degrees";
import type { ResumeLine } from "../resume/index-resume";
import { getSkill } from "../skill-matcher";
import { isEvidenceLine } from "./concept-evidence";

/*
 * Which résumé lines can show a credential held: a licences or education line, the name
 * line, a line that says licensed or certified; never an expired one, nor someone else's.
 */

const CREDENTIAL_LINE_RE =
  /\b(?:licen[cs]e[ds]?|licensure|certifications?|certificates?|certified|credentials?|registered|registration|board|endorsements?|card|exp\.?|expires|valid|active)\b/i;

export const isCredentialSkill = (ask: JobAsk) =>
  ask.type !== "phrase" &&
  ask.skillIds !== undefined &&
  ask.skillIds.every((id) => ["license", "certification"].includes(getSkill(id).category));

// "APICS CPIM (2021) · SAP MM · Oracle EBS": credentials listed with a year or between dots.
const LISTING_RE = /\S\s[·|•]\s\S|\((?:19|20)\d{2}\)/;

/**
 * A credential is shown where it is held: the name line ("Grace Liu, CPA"), a licences or
 * education line, a line that says licensed or certified, a listing, or a role held under
 * that title; not "worked with the outside CPA", and not "in progress" or "expired".
 */
export function credentialLine(line: ResumeLine): boolean {
  if (!line.text || line.kind === "heading" || UNFINISHED_RE.test(line.text)) return false;
  if (line.kind === "header") return line.index === 0 || CREDENTIAL_LINE_RE.test(line.text);
  if (line.kind === "certifications" || line.kind === "education" || line.kind === "skills")
    return true;
  return (
    CREDENTIAL_LINE_RE.test(line.text) ||
    /^[A-Z][\w ]{0,30}:/.test(line.text) ||
    LISTING_RE.test(line.text)
  );
}

/**
 * A certificate in a field ("Med-surg certification (CMSRN)") is shown where a certificate
 * is named, not by a title in the field ("Registered Nurse — Medical/Surgical").
 */
export const fieldCertificateLine = (line: ResumeLine) =>
  credentialLine(line) && (line.kind === "certifications" || CERTIFICATE_WORD_RE.test(line.text));
const CERTIFICATE_WORD_RE =
  /\b(?:certifi\w*|certificates?|licen[cs]\w*|credential\w*|board[- ]certified)\b/i;

// "Worked with the outside CPA", "under RN supervision": someone else holds it.
const OTHER_PARTY_RE =
  /\b(?:the|an|our|outside|external|under|with|alongside|to)\s+(?:[\w/-]+\s+)?[A-Z]{2,}/;

/**
 * A licence named by its skill ("RN") is also shown by a role held under that title, or a
 * sentence where the person is one ("Current RN with five years on a step-down unit").
 */
export const credentialSkillLine = (line: ResumeLine) =>
  credentialLine(line) ||
  (isEvidenceLine(line) &&
    !UNFINISHED_RE.test(line.text) &&
    (line.isRoleLine || !OTHER_PARTY_RE.test(line.text)));

export const CREDENTIAL_WORD_RE = /\b(?:certifi\w*|licen[cs]\w*|current|valid|active)\b/i;
export const isListLine = (line: ResumeLine) =>
  line.kind === "skills" ||
  line.kind === "certifications" ||
  /^[^:]{1,30}:/.test(line.text) ||
  (line.text.match(/,/g) ?? []).length >= 3;

export const EXPIRED_RE = /\b(?:expired|lapsed|inactive)\b/i;

/**
 * A licence named in words is not shown by a degree in its field ("A.A.S., Medical
 * Laboratory Technology" for a Clinical Laboratory Technologist license).
 */
export const isDegreeOnly = (ask: JobAsk, line: ResumeLine) =>
  ask.type === "licence" &&
  !isCredentialSkill(ask) &&
  !CERTIFICATE_WORD_RE.test(line.text) &&
  degreeMentions(line.text).length > 0;
