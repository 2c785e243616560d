import { headingKind } from "@/lib/match/resume/sections";
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
