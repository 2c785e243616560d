import { alternativesOf, type Requirement } from "@/lib/match";
import { containsTerm } from "./text";
import {
  lowerFirstWord,
  proseName,
  skillNamed,
  STATUS_WORD_RE,
  withArticle,
  type Wording,
} from "./wording";

// Credentials a job asks for, and how the texts name them: held ("Holds BLS"), never
// "experience with" them.

const CREDENTIAL_RE = /certif|licen[cs]/i;

/**
 * Certifications and licences read "holds X", not "experience with X"; alternatives do
 * when each one is a credential ("CPA or CMA").
 */
export function isCredential(keyword: string): boolean {
  // "Current ServSafe Manager": a status word says it is held, not what it is.
  if (STATUS_WORD_RE.test(keyword)) return isCredential(keyword.replace(STATUS_WORD_RE, ""));
  const names = alternativesOf(keyword);
  if (names.length > 1) return names.every(isCredential);
  const skill = skillNamed(keyword);
  if (!skill) return CREDENTIAL_RE.test(keyword);
  if (skill.category === "license" || skill.category === "certification") return true;
  return [skill.name, ...skill.aliases].some((form) => CREDENTIAL_RE.test(form));
}

// "Current ServSafe Manager certification": the posting named a credential its ask's
// label ends before.
const CREDENTIAL_TAIL_RE = /\b(?:certificat(?:e|ion)|licen[cs]e|registration)s?\W*$/i;

/** A requirement for a credential: read as one by lib/match, or named as one. */
export function isCredentialAsk(r: Requirement): boolean {
  return r.type === "licence" || isCredential(r.keyword) || CREDENTIAL_TAIL_RE.test(r.asked ?? "");
}

// The nouns a credential is named by, the last one its head ("RN license", "CPR certification").
const CREDENTIAL_NOUN_RE =
  /\b(?:licen[cs]e|certificat(?:e|ion)|credential|designation|endorsement|card|registration)s?\b/gi;
// What follows a credential in a posting and is no part of its name.
const NOT_THE_NAME_RE =
  /(?<!\s)\s+(?:required|preferred|is a plus|or (?:working|obtained|equivalent)|within)\b.*$|,\s*or\b.*$/i;

/**
 * A licence or certification named as a thing held, in the posting's words when they name
 * one: "an RN license in the State of Ohio", "ACLS certification", "a valid driver's
 * license"; otherwise from the keyword ("CPA certification", "an RN licence"). `isShort`
 * ends it at its noun ("a paralegal certificate"), for a sentence that says it is held: the
 * posting's qualifiers ("from an ABA-approved program") are for the posting to ask.
 */
export function credentialName(
  r: Requirement,
  wording: Wording,
  { isShort = false }: { isShort?: boolean } = {},
): string {
  const asked = (r.asked ?? "")
    .replace(/(?<!\s)\s*\([^)]*\)?/g, "")
    .replace(NOT_THE_NAME_RE, "")
    .trim();
  const nouns = [...asked.matchAll(CREDENTIAL_NOUN_RE)];
  const head = nouns[nouns.length - 1];
  let name: string;
  let noun: string;
  if (head) {
    const end = (head.index ?? 0) + head[0].length;
    const rest = isShort ? "" : asked.slice(end).replace(/(?<!\s)\s+or\s.*$/, "");
    name = `${asked.slice(0, end)}${rest}`;
    noun = head[0].toLowerCase();
  } else {
    const named = wording(r.keyword);
    // "Certified Public Accountant" already says what it is: a credential.
    const isTitle = /\b(?:certified|licensed|registered|chartered)\b/i.test(named);
    const isCertification = skillNamed(r.keyword)?.category === "certification";
    // A licence is a state's, for a profession ("an RN licence"); the rest are certified.
    const isLicence = isCertification ? false : LICENCE_HINT_RE.test(named);
    noun = isTitle ? "credential" : isLicence ? "licence" : "certification";
    name = `${named} ${noun}`;
  }
  name = lowerFirstWord(name);
  const isCountable = !/^certification$|s$/.test(noun);
  return isCountable && !/^(?:a|an|the|your)\s/i.test(name) ? withArticle(name) : name;
}

const LICENCE_HINT_RE =
  /\b(?:RN|LPN|LVN|CDL|CNA|EMT|PE|PTA?|RDH|APRN|NP|PA|CPA|driver'?s|nurs\w*|pharmac\w*|electrician|plumb\w*|cosmetolog\w*|licen[cs]\w*)\b/i;

const CREDENTIAL_WORD_RE = /licen[cs]e|certif|credential/i;

/** Whether a credential's evidence line names it: "under a licensed journeyman" does not. */
function namesItself(r: Requirement): boolean {
  const skill = skillNamed(r.keyword);
  const forms = [r.keyword, ...(skill ? [skill.name, ...skill.aliases] : [])];
  return forms.some((form) => containsTerm(r.evidence ?? "", form.replace(STATUS_WORD_RE, "")));
}

/**
 * The credentials proven requirements show held, named as the things held: "BLS and ACLS",
 * "CDL Class A" as the texts write them, any other as "a valid WA driver's license".
 */
export function heldCredentials(proven: Requirement[], wording: Wording): string[] {
  const held = proven.filter((r) => isCredentialAsk(r) && namesItself(r));
  // "Registered Dietitian" within "Registered Dietitian Nutritionist" is one credential.
  const within = (r: Requirement, other: Requirement) =>
    other.keyword.length > r.keyword.length && containsTerm(other.keyword, r.keyword);
  const distinctHeld = held.filter((r) => !held.some((other) => within(r, other)));
  return [...new Set(distinctHeld.map((r) => heldCredentialName(r, wording)))];
}

/** A credential as a thing held: "BLS", "CDL Class A", "a pharmacy technician licence". */
export function heldCredentialName(r: Requirement, wording: Wording): string {
  const name = proseName(r, wording);
  const isAcronym = /\b[A-Z]{2,}/.test(name) && !CREDENTIAL_WORD_RE.test(name);
  return isAcronym ? name : credentialName(r, wording, { isShort: true });
}
