import { ACTION_VERBS } from "./action-verbs";
import { canBeVerb } from "./nlp/wordnet-verbs";
/*
 * What a sentence of a posting is: about the company or the offer ("We closed a Series D",
 * "Lakeview Regional is a 320-bed hospital"), addressed to the candidate ("You will
 * administer medications", "You should have 3+ years"), or neither. Only a candidate's
 * sentence carries asks outside a requirements section.
 */
export type SentenceRole = "about" | "candidate" | "neutral";

const ABOUT_RE =
  /^(?:we|we're|we’re|we've|our|us|join|come|at [A-Z][\w&.'’-]*|founded|headquartered|benefits|perks|apply(?=\s+(?:now|today|online|here|at|via|through|by|with|on|to|in)\b|\s*(?:$|[.!:]))|(?:send|submit|email)(?= (?:us|your|an? (?:resume|résumé|cv|cover letter|portfolio|application))\b)|email us|you(?:'ll|’ll| will) (?:join|report|be part|be joining|work alongside|be working alongside)|this (?:is|role is|position is|job is|role reports)|the (?:team|company) (?:is|owns|builds|was|covers|supports|serves|handles)|(?:deals|deal sizes?|average deal sizes?|(?:the )?sales cycles?) (?:average|range|run|are|is|last|take)|(?:[\w%.-]+\s+){0,3}of our)\b/i;
const COMPANY_VERB_RE =
  /^[A-Z][\w&.'’-]*(?: [A-Z+][\w&.'’-]*){0,3} (?:is|are|was|builds|helps|makes|creates|provides|serves|designs|develops|offers|operates|runs|has|sells|powers|delivers|specializes|specialises)\b/;
// "The Fire Marshal's Office enforces the City's fire code": an organisation and its work.
const ORG_SUBJECT_RE =
  /^(?:the\s+)?(?:[A-Z][\w&.'’-]*\s+){0,4}(?:Office|Department|Division|Company|Group|Agency|Bureau|District|Hospital|Clinic|Center|Centre|Firm|Practice|Laboratory|Library|Plant)\s+[a-z]+s\b/;
const CANDIDATE_RE =
  /\b(?:you(?:'ll|’ll| will| should| must| have| bring| are| can| know| need| own| manage| lead)|we expect you|we want to see|we(?:'d|’d| would) love|the ideal candidate|candidates? (?:should|must|will|with)|in this role|responsibilities include|requirements include|must (?:have|be)|required|preferred|a plus|experience (?:with|in|of|as)|\d+\+? years?)\b/i;
const SEEKING_WITH_RE =
  /^we(?:'re|’re| are) (?:looking for|seeking|hiring) (?:someone|people|a candidate|candidates) (?:with|who)\b|^we (?:need|require|expect|want|ask for)\b/i;
const AMOUNT_RE = /[$£€]\s?\d|\bquota\b/i;
const KIND_CUE_RE =
  /\b(?:a plus|preferred|required|a must|nice to have|an advantage|desirable|essential)\b/i;

export function sentenceRole(text: string): SentenceRole {
  const sentence = text.trim();
  if (SEEKING_WITH_RE.test(sentence)) return "candidate";
  if (ABOUT_RE.test(sentence))
    return CANDIDATE_RE.test(sentence) && /\bwe expect you|we want to see/i.test(sentence)
      ? "candidate"
      : "about";
  // "Rust is a plus" names an ask, though it reads like "Acme is a startup"; "Manage offers"
  // is a duty, not a company called Manage.
  const first = sentence.split(/\s/)[0].toLowerCase();
  if (
    (COMPANY_VERB_RE.test(sentence) || ORG_SUBJECT_RE.test(sentence)) &&
    !AMOUNT_RE.test(sentence) &&
    !KIND_CUE_RE.test(sentence) &&
    !ACTION_VERBS.has(first)
  )
    return "about";
  return CANDIDATE_RE.test(sentence) ? "candidate" : "neutral";
}

const LEAD_IN_RE =
  /^(?:as (?:a|an|our) [^,]{1,60}?,?\s+(?=you))?(?:you(?:'ll|’ll| will)(?: also)?|you should (?:have|be)|you (?:have|bring|are|know)|we expect you to|we want to see|we(?:'d|’d| would) love (?:to see|you to have)|the ideal candidate (?:has|will have|is)|in this role,? you(?:'ll|’ll| will)|we(?:'re|’re| are)? (?:need|want|looking for|hiring|seeking) (?:[\w-]+ ){1,4}?to)\s+/i;

// "Fire Inspectors inspect commercial ... occupancies": people of the role, then its duties.
const ROLE_SUBJECT_RE =
  /^(?:(?:our|the)\s+)?(?:\p{Lu}[\p{L}-]*\s+){0,3}\p{Lu}\p{Ll}*(?:ers|ors|ists|ians|ants|techs|nurses)\s+(\p{Ll}+)\s/u;

/** The sentence without the words that address the candidate: "You will administer..." -> "administer...". */
export function withoutLeadIn(text: string): string {
  const role = ROLE_SUBJECT_RE.exec(text);
  if (role && (ACTION_VERBS.has(role[1]) || canBeVerb(role[1])))
    return text.slice(role[0].length - role[1].length - 1);
  return text.replace(LEAD_IN_RE, "");
}
