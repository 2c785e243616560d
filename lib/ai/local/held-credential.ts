import { headingKind } from "@/lib/match/resume/sections";
import { CODE_RE, CREDENTIAL_NUMBER_RE } from "@/lib/match/asks/read-item";
import { LABEL_RE } from "./evidence";
import { lowerFirstWord, withArticle } from "./wording";

// A credential held, at the end of a phrase or before what qualifies it ("Ohio LPN license
// (active)", "valid driver's license with a clean record"); not "certification program".
const HELD_NOUN_RE =
  /(?=[lc])(?<=\S\s+)\b(?:licen[cs]e|certificat(?:e|ion)|card)s?\b(?=$|\s*[,(—–-]|\s+(?:with|issued|from|in|current|active|valid)\b)/i;

/**
 * A credential said as held, without its subject: "am a licensed journeyman electrician",
 * "am certified in dry needling", "am forklift certified", "hold a valid driver's license";
 * null when the phrase names no credential.
 */
export function heldCredential(phrase: string): string | null {
  // "DOT medical card current" is held as "a current DOT medical card".
  const status = /(?<!\s)\s+(current|active|valid)$/i.exec(phrase.replace(/\.$/, ""));
  const text = status
    ? `${status[1].toLowerCase()} ${phrase.slice(0, status.index)}`
    : phrase.replace(/\.$/, "");
  const coded = codedCredentials(text);
  if (coded) return `hold ${coded}`;
  // A list ("CDL Class A · Endorsements: N") is quoted as written.
  if (text.includes("·") || LABEL_RE.test(text) || headingKind(text)) return null;
  const opening = /^(?:certified|licensed|registered)\s+(\S+)/i.exec(text);
  if (opening) {
    if (/^(?:in|as|to|for|by|with|through|on)$/i.test(opening[1]))
      return `am ${lowerFirstWord(text)}`;
    // "Licensed Practical Nurse" is a title and keeps its capitals.
    return `am ${withArticle(/^\p{Lu}/u.test(opening[1]) ? text : lowerFirstWord(text))}`;
  }
  if (/^\S+-(?:certified|licensed)\s/i.test(text)) return `am ${withArticle(text)}`;
  if (/\b(?:certified|licensed)$/i.test(text)) return `am ${lowerFirstWord(text)}`;
  // "Fear Free certified 2020": when the person became so, not that they still are.
  const since = /^(\S.*?\s(?:certified|licensed))(?:\s+in)?\s+((?:19|20)\d\d)$/i.exec(text);
  if (since) return `became ${lowerFirstWord(since[1])} in ${since[2]}`;
  const noun = HELD_NOUN_RE.exec(text);
  if (!noun) return null;
  const held = lowerFirstWord(text);
  const isOne = !/s$/i.test(noun[0]) && !/^(?:a|an|the|my)\s/i.test(held);
  return `hold ${isOne ? withArticle(held) : held}`;
}

// Bodies whose credentials are named by a code or number after their letters; not AWS
// ("AWS S3 bucket policies") or SQL ("SQL DB2"), whose codes name products.
const CODE_ISSUERS = new Set(["ASE", "EPA", "OSHA", "NATE", "NCCER", "FAA", "NICET", "IICRC"]);

/**
 * "ASE A4 Suspension & Steering, A5 Brakes", "ASE: A1, A4 (all current)", "EPA 608
 * Universal": a body's coded credentials, as held (without the label's colon); else null.
 */
// "OSHA 30-Hour": a course named by its hours.
const HOURS_RE = /^\d{1,2}-hour$/i;

function codedCredentials(text: string): string | null {
  const [, issuer, code, rest] = /^([A-Z]{2,5}):?\s+([^\s,;:]+)(.*)$/.exec(text) ?? [];
  if (!issuer || !CODE_ISSUERS.has(issuer)) return null;
  const isCode = CODE_RE.test(code) || CREDENTIAL_NUMBER_RE.test(code) || HOURS_RE.test(code);
  return isCode ? `${issuer} ${code}${rest}` : null;
}
