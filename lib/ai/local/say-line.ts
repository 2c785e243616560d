import { hasOutcome, matchSkills } from "@/lib/match";
import { ACTION_VERBS } from "@/lib/match/action-verbs";
import { LABEL_RE, shownPart } from "./evidence";
import { heldCredential } from "./held-credential";
import { stripBullet } from "@/lib/match/bullets";
import { isUnknownWord } from "@/lib/match/nlp/word-key";
import { deedVerb, endsWithVerb, taggedVerb, verbForm } from "./deed-verbs";
import { FINITE_RE, joinClauses, noneHad, SUBJECT_RE } from "./join-clauses";
import { canBeVerb } from "@/lib/match/nlp/wordnet-verbs";
import { proseSentences } from "./prose-sentences";
import { aboutThePerson, datedPart, PERSON_LABEL_RE } from "./about-person";
import { asSentence, joinList, spelledOut, uncapitalise } from "./text";
import { lowerFirstWord, midSentence, withArticle } from "./wording";

/**
 * The line in the first person ("Led migration..." -> "I led migration..."), or null
 * when it does not open with a verb. Only the first word's case changes.
 */
function firstPerson(line: string): string | null {
  const text = stripBullet(line);
  if (/^I\s/.test(text)) return asSentence(text);
  const match = /^(\S+)(\s.*)$/.exec(text);
  // "Book of 60 accounts", "Team of 12" are nouns, not verbs; so is a measure and its
  // figure ("Audit accuracy 97-99% since 2021").
  if (!match || /^\s+of\b/.test(match[2]) || MEASURE_RE.test(text)) return null;
  // "Load, restock and troubleshoot ...": the verb before its comma, in a list of verbs
  // ("Register, returns desk and phone orders" is a list of things).
  const word = match[1].replace(/,$/, "");
  if (word !== match[1] && !endsWithVerb(text)) return null;
  // "Cut/bevel with plasma", "Load/unload parts": two verbs, said as the person's.
  const [one, two] = word.split("/");
  if (two && verbForm(one) && canBeVerb(two.toLowerCase()))
    return asSentence(`I ${verbForm(one)}/${two.toLowerCase()}${match[2]}`);
  // "MIG weld (GMAW) frames": a welding process's letters, then the verb.
  const [second] = match[2].trim().split(/\s+/);
  if (/^[A-Z]{2,5}$/.test(word) && /^(?:weld|braze|solder)$/.test(second ?? ""))
    return asSentence(`I ${text}`);
  // "Promoted to lead teller Jan 2022": done to the person.
  if (PASSIVE_RE.test(text)) return asSentence(`I was ${uncapitalise(text)}`);
  // "Open checking, savings and CD accounts" opens a deed; "Open Dental" is a name.
  if (word === "Open" && /^\s\p{Ll}/u.test(match[2])) return asSentence(`I open${match[2]}`);
  // "Clean, inspect, assemble and wrap trays": the first of a list of verbs is one too.
  const listed = word !== match[1] && canBeVerb(word.toLowerCase()) ? word.toLowerCase() : null;
  const verb = deedVerb(text, word) ?? listed;
  return verb ? asSentence(`I ${verb}${match[1].slice(word.length)}${match[2]}`) : null;
}

// A noun phrase of work ("Blueprint reading and ...") reads on after "my work includes";
// a credential or a two-part line ("OSHA 10 card; follow LOTO") is quoted instead.
const CREDENTIAL_MENTION_RE = /\b(?:licen[cs]e[ds]?|certified|certification|card)\b/i;
const QUOTE_AS_WRITTEN_RE = new RegExp(`;|${CREDENTIAL_MENTION_RE.source}`, "i");
// A capitalised word that is no name or acronym: "Hands-on", "Low-stress", "Daily".
const PLAIN_WORD_RE = /^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*,?$/u;
// "SOAPs and treatment sheets in ezyVet", "CBC and chem": things the line names, kept as
// written; "RN on a 30-bed unit" is a person, quoted.
const NAMED_THINGS_RE = /^[A-Z]{2,6}s?\s+(?:and|&)\s/;
// "HVAC troubleshooting and preventive maintenance", "FIFO, weekly inventory counts": work
// an acronym names; "RN on a 30-bed unit" is a person.
const ACRONYM_WORK_RE =
  /^[A-Z]{2,6}s?,?\s+(?!(?:on|at|with|for|in|of|to|by|from|since|as|is|are|was|were)\b)\p{Ll}[\p{Ll}-]+\b/u;
const isNamedThing = (text: string) => NAMED_THINGS_RE.test(text) || ACRONYM_WORK_RE.test(text);

/** A summary that opens with a noun phrase ("Customer success leader with...") said as "I am a ...". */
function introduce(text: string): string {
  const [first, ...rest] = proseSentences(text);
  const opensWithRole =
    /^\p{Lu}[\p{Ll}-]+(?:\s+\p{Ll}[\p{Ll}-]*){0,3}\s+(?:with|who|focused|specializing|specialising)\b/u.test(
      first,
    );
  const lead =
    opensWithRole && !/^I\s/.test(first) ? `I am ${withArticle(lowerFirstWord(first))}` : first;
  return [asSentence(lead), ...rest.map(asSentence)].join(" ");
}

// Labels of a line that is the person's own summary ("Summary: Licensed journeyman with...").
const SUMMARY_LABEL_RE = /^(?:summary|profile|objective|about me)$/i;

// Singular labels that name what a person has, not work they did ("Education: ...").
const HELD_LABEL_RE =
  /^(?:education|experience|training|software|equipment|hardware|tooling|clearance|focus|specialty|speciality|background|expertise|knowledge|coursework|licensure)$/;

/**
 * A labelled list as the person says it: "my certifications include BLS, ACLS", "my
 * education includes ...", "my finish work includes paint-grade trim", and a label of
 * several words as the work it names: "my work includes layout from plans: plates, walls".
 */
function labelledList(label: string, items: string): string {
  const parts = label
    .toLowerCase()
    .split(/[&/]/)
    .map((part) => part.trim());
  const isHeld = parts.every((part) => /^[a-z]+s$/.test(part) || HELD_LABEL_RE.test(part));
  const verb = parts.length > 1 || label.endsWith("s") ? "include" : "includes";
  if (isHeld) return `my ${label.toLowerCase()} ${verb} ${items}`;
  // An acronym keeps its capitals: "my EPA work", "my Epic work" stays a name's case too.
  if (/^\p{L}+$/u.test(label)) return `my ${lowerFirstWord(label)} work includes ${items}`;
  return `my work includes ${lowerFirstWord(label)}: ${items}`;
}

const MEASURE_RE =
  /^\S+\s+(?:accuracy|rate|score|ratio|margin|satisfaction|retention|attainment|utilization|uptime|CSAT|NPS)\s+(?:of\s+)?[~\d]/i;

const PART_PLAYED_RE =
  /^\p{Lu}\p{Ll}+(?:\s\p{Ll}+)?\s(?:lead|owner|liaison|champion|point of contact)\s+on\s/u;

const PASSIVE_RE =
  /^(?:Promoted|Selected|Chosen|Recognized|Recognised|Named|Nominated|Elected|Invited|Asked)\s+(?:to|as|for|by)\s/;
// "Lead investigator for injuries", "Primary RD for the 20-bed ICU": the one who does it.
const LEAD_PERSON_RE =
  /^(?:Lead|Senior|Chief|Head|Primary|Sole|Charge)\s+(?:\p{Ll}+(?:or|er|ist|ian)|\p{Lu}{2,4})\s+(?:for|on|of|in)\s/u;

/**
 * "First doses and STAT tubes; deliver to 14 nursing units": the work, then each deed in
 * the first person ("my work includes first doses and STAT tubes, and I deliver to ...");
 * null unless every part after the first opens with a verb and none names a credential.
 */
function workThenDeeds(plain: string): string | null {
  const [head, ...rest] = plain.split(/(?<!\s)\s*;\s*/);
  if (rest.length === 0 || CREDENTIAL_MENTION_RE.test(head)) return null;
  const things = [workPhrase(head)];
  const deeds: string[] = [];
  const results: string[] = [];
  for (const part of rest) {
    const [first] = part.split(" ");
    const verb = deedVerb(part, first);
    // "...; Fear Free certified 2020": a credential said as held, never as work.
    const held = verb ? null : heldCredential(part);
    if (verb) deeds.push(`I ${verb}${part.slice(first.length)}`);
    else if (held) deeds.push(`I ${held}`);
    // "Storm sewer design; runoff calcs with HydroCAD": more of the work, named.
    else if (deeds.length === 0 && isThing(head) && isThing(part) && !isResult(part))
      things.push(workPhrase(part));
    // "Tier 1-2 support by chat and phone; 96% CSAT": what the work came to.
    else if (isThing(head) && isResult(part)) results.push(part);
    else return null;
  }
  // "$1.1M in annual sales; hit my monthly goal in 31 of 40 months": the deeds, then what
  // they came to ("my work includes $1.1M in annual sales" says nothing).
  const isFigureIn = /^[$~]?[\d.,]+[KMB%]?\+?\s+(?:in|of)\s/.test(head);
  if (isFigureIn && deeds.length > 0 && things.length === 1 && results.length === 0)
    return asSentence(`${deeds.join(", and ")}, with ${head}`);
  // Each thing may hold its own "and": "detention pond and storm sewer design".
  const work =
    things.length === 1
      ? things[0]
      : `${things.slice(0, -1).join(", ")}, as well as ${things[things.length - 1]}`;
  const came = results.length > 0 ? `, with ${joinList(results)}` : "";
  const opening = (things.length === 1 && noneHad(head)) || `my work includes ${work}`;
  return asSentence(`${opening}${came}${deeds.length > 0 ? `, and ${deeds.join(", and ")}` : ""}`);
}

/** A figure the work came to: "96% CSAT", "about 60 jobs a year", "logo churn 9%". */
const isResult = (part: string) =>
  (hasOutcome(part) || /^(?:(?:about|around|roughly|nearly|over|almost)\s+)?[\d$~]/i.test(part)) &&
  !/^\p{L}+ed\b/u.test(part);

/**
 * A part that can only name a thing ("runoff calcs with HydroCAD", "intraoral photos"):
 * its first word is no verb in any sense WordNet knows ("flag pocket changes", "paper
 * logs" may be duties), no acronym, no result ("time-to-fill down from 58 to 41 days"), and no verb follows
 * its first "and" ("Onboard and train ...").
 */
function isThing(part: string): boolean {
  if (SUBJECT_RE.test(part)) return false;
  const words = part.split(/\s+/);
  if (!/^\p{L}\p{Ll}*(?:-\p{Ll}+)*$/u.test(words[0]) || hasOutcome(part)) return false;
  if (/\bfrom\s+[$\d][^\s]*\s+to\s+[$\d]/.test(part)) return false;
  if (canBeVerb(words[0].toLowerCase())) return false;
  const and = words.slice(0, 3).findIndex((w) => /^(?:and|or|&)$/i.test(w));
  return and < 0 || !ACTION_VERBS.has(words[and + 1]?.toLowerCase() ?? "");
}

/**
 * A noun phrase of work inside a sentence: its first word in lower case ("pre-trip
 * inspections"), unless it is a name ("Open Dental", "Epic Willow") or a skill the
 * vocabulary names ("Excel reporting", "Postgres data modeling").
 */
function workPhrase(text: string): string {
  const skill = matchSkills(text).find((m) => m.start === 0);
  const surface = skill ? text.slice(0, skill.end) : "";
  if (skill && !/[\s-]/.test(surface)) return `${midSentence(surface)}${text.slice(skill.end)}`;
  const [first] = text.split(" ");
  // "Learning Figma for web design" opens with a deed, not a name ("Open Dental").
  const isGerund = !skill && /^\p{Lu}\p{Ll}{3,}ing$/u.test(first);
  // "Okuma OSP", "Powerwall 3": a word no lexicon knows, before capitals or a model's
  // number, is a maker's name ("Daily MRP messages" is not).
  const isName =
    !isGerund &&
    (/^\S+\s+\p{Lu}\p{Ll}/u.test(text) ||
      (/^\S+\s+[\p{Lu}\d]/u.test(text) && isUnknownWord(first.toLowerCase())));
  const isPlain = PLAIN_WORD_RE.test(first);
  return isName || !isPlain ? text : uncapitalise(text);
}

/**
 * The line as something the candidate can say: "I led ..." when it opens with a verb, "I
 * hold a valid driver's license" for a credential, "my certifications include BLS, ACLS"
 * for a labelled list, "my work includes blueprint reading ..." for a noun phrase,
 * otherwise quoted as written.
 */
export function sayLine(line: string): string {
  const plain = spelledOut(stripBullet(line));
  // A paragraph of sentences ("Run 5-7 calls a day. Lay out repair options ..."): each
  // said on its own, so none is left without its subject; one that would be quoted stays
  // as written.
  const sentences = proseSentences(plain);
  if (sentences.length > 1) {
    const first = sayInParagraph(sentences[0], true);
    // After a first deed ("I inspect ..."), the paragraph goes on with deeds.
    const afterDeed = /^I\s+\p{Ll}/u.test(first);
    return [
      first,
      ...sentences.slice(1, MAX_SAID).map((sentence) => sayInParagraph(sentence, false, afterDeed)),
      ...sentences.slice(MAX_SAID),
    ].join(" ");
  }
  const text = joinClauses(plain);
  // Already prose in the first person: "Customer success leader with 8 years. I run QBRs...".
  if (/(?:^|[.!?]\s+)I\s/.test(text)) return introduce(text);
  // "Design lead on 30+ municipal projects": a part the person played, not the verb "design".
  if (PART_PLAYED_RE.test(text)) return asSentence(`I served as ${uncapitalise(text)}`);
  // "Lead investigator for injuries ...": the lead one, not the verb "lead".
  if (LEAD_PERSON_RE.test(text)) return asSentence(`I am the ${uncapitalise(text)}`);
  // "Known for clean submissions": how others know the person ("I known" is no English).
  if (/^Known\s+(?:for|as)\s/.test(text)) return asSentence(`I am ${uncapitalise(text)}`);
  const said = firstPerson(text);
  if (said) return said;
  const stated = aboutThePerson(text);
  if (stated) return stated;
  const [head, ...rest] = plain.split(/(?<!\s)\s*;\s*/);
  const held = heldCredential(head);
  if (held) return asSentence(joinClauses([`I ${held}`, ...rest].join("; ")));
  const dated = datedPart(plain);
  if (dated) return dated;
  const label = LABEL_RE.exec(plain);
  if (label && SUMMARY_LABEL_RE.test(label[1])) return sayLine(label[2]);
  // "Gainsight power user: health scores, CTAs": the person, then what they worked with.
  if (label && PERSON_LABEL_RE.test(label[1]))
    return asSentence(
      `as ${withArticle(label[1])}, I worked with ${joinList(label[2].split(/(?<!\s)\s*[,;]\s*/))}`,
    );
  if (label) return asSentence(labelledList(label[1], label[2].replace(/(?<!\s)\s*;\s*/g, ", ")));
  // "Paychex files our taxes; I review the 941s", "Every Monday I collect timesheets".
  if (speaksForSelf(plain)) return asSentence(text);
  // "Customers get a milestone report every morning": the person's own customers.
  const served = SERVED_RE.exec(text);
  if (served && canBeVerb(served[2]) && !/ing$/.test(served[2]))
    return asSentence(`my ${uncapitalise(text)}`);
  // "Corporate groups include sales kickoffs, ...": what the person's own work spans.
  if (SPANS_RE.test(text)) return asSentence(`my ${uncapitalise(text)}`);
  // "A handful of ground-mount arrays on farms": some of the person's work, counted loosely.
  if (/^An?\s+(?:handful|few|couple|dozen|number|mix|range|variety)\s+of\s/.test(text))
    return asSentence(`my work includes ${uncapitalise(text)}`);
  // "That means croissants, ...": a sentence that leans on the one before, as written.
  if (/^(?:That|This|These|Those|It|There|They)\s+\p{Ll}/u.test(text))
    return asSentence(joinClauses(text));
  const [first] = text.split(" ");
  // "Book of 60 accounts; 91% retention" -> "my work includes a book of 60 accounts, with 91% retention".
  if (
    /^\p{Lu}\p{Ll}+ of (?:about |around |roughly |nearly |over |up to |~)?[\d$]/u.test(text) &&
    !/\b(?:licen[cs]e|certif)/i.test(plain)
  )
    return asSentence(`my work includes ${withArticle(lowerFirstWord(text))}`);
  // "Open Dental for charting" is a name: its first word keeps its capital ("Daily MRP
  // messages" does not).
  if (!QUOTE_AS_WRITTEN_RE.test(plain) && (PLAIN_WORD_RE.test(first) || isNamedThing(text))) {
    return asSentence(`my work includes ${workPhrase(text)}`);
  }
  return workThenDeeds(plain) ?? `my experience includes "${asSentence(plain)}"`;
}

// People the work is for, opening a sentence of their own ("Customers get ...").
const SERVED_RE =
  /^(Customers|Clients|Patients|Students|Members|Families|Residents|Guests|Tenants|Users|Parents|Buyers)\s+(\p{Ll}+)\b/u;

const SPANS_RE =
  /^\p{Lu}[\p{Ll}-]+(?:\s[\p{Ll}-]+){0,2}\s(?:include|included|range|ranged|span|spanned)\s/u;

/** Sentences of one paragraph said in the first person; the rest of a longer one as written. */
const MAX_SAID = 20;

/**
 * A sentence of a paragraph as the person says it when that reads as theirs ("I run 5-7
 * calls a day", a first noun phrase as "my work includes ..."); otherwise as written, its
 * clauses joined ("The light commercial side is mostly rooftops", "Fast, accurate").
 */
// A base form a paragraph of deeds goes on with: "Witness final acceptance tests ...".
const BASE_VERB_RE = /^(\p{Lu}\p{Ll}+)\s+\p{Ll}/u;

function sayInParagraph(sentence: string, isFirst: boolean, afterDeed = false): string {
  const said = sayLine(sentence);
  if (/^I\s/.test(said)) return said;
  const base = BASE_VERB_RE.exec(sentence)?.[1].toLowerCase();
  // "Initial and follow-up assessments ..." opens with a describing word, not a deed.
  const isDeedWord =
    base !== undefined && (verbForm(base) === base || taggedVerb(sentence, base) !== null);
  if (afterDeed && base && (!base.endsWith("s") || base.endsWith("ss")) && isDeedWord)
    return asSentence(`I ${base}${sentence.slice(base.length)}`);
  const isWork = said.startsWith("my work includes") && !FINITE_RE.test(` ${sentence} `);
  return isFirst && isWork ? said : asSentence(joinClauses(sentence));
}

// "I" and its verb opening a clause ("; I review the 941s") or after a time ("Every Monday
// I collect"), outside brackets; "where I can learn" is inside another clause, and
// "Algebra I teacher" and "Title I campuses" name things.
const SELF_RE =
  /(?:^|[;:]\s*|^(?:Every|Each|Most|Twice|Once|On|In|At)\b[^,;.()]{0,30}?\s)I\s+\p{Ll}/u;

function speaksForSelf(text: string): boolean {
  return SELF_RE.test(text.replace(/\([^()]*\)/g, ""));
}

/** Whether a line came out quoted as written ('my experience includes "..."'), which reads as a paste. */
export const isQuotedWhole = (said: string) => /\bincludes "/.test(said);

/**
 * A line said by its sentences that show these words, when it is a paragraph (`shownPart`).
 * A part of a paragraph of deeds goes on as the paragraph does: "Witness final acceptance
 * tests ..." after "Inspect 600–700 businesses a year" is "I witness ...".
 */
export function sayShown(line: string, matched: string[] = []): string {
  const part = shownPart(line, matched);
  if (part === line) return sayLine(line);
  const [first] = proseSentences(spelledOut(stripBullet(line)));
  if (first === undefined || !/^I\s+\p{Ll}/u.test(sayLine(first))) return sayLine(part);
  return proseSentences(part)
    .map((sentence) => sayInParagraph(sentence, false, true))
    .join(" ");
}
