import { findResumeTitles } from "@/lib/match";
import { isVerbIn } from "@/lib/match/nlp/word-key";
import { canBeVerb } from "@/lib/match/nlp/wordnet-verbs";
import { verbForm } from "./deed-verbs";
import { noneHad } from "./join-clauses";
import { asSentence, joinList, uncapitalise } from "./text";
import { lowerFirstWord, withArticle } from "./wording";

// A résumé line that says who the person is ("Trainer for new hires", "Production framer
// with 7 years"), said in the first person (say-line.ts says the rest).

// "Trainer for new material handlers", "Analyst with four years in banking",
// "Occupational therapist (graduated 2025) working in skilled nursing".
const ROLE_OPENING_RE =
  /^((?:\p{Lu}[\p{Ll}-]+|\p{Lu}{2,6})(?:\s(?:\p{Ll}[\p{Ll}-]*|\p{Lu}{2,6}|\d{1,2})){0,3})(?:\s\([^()]{1,40}\))?\s(?:with|who|for|since|on|at|in|focused|specializing|specialising|working)\s/u;
// Someone of a trade and their years in it.
const YEARS_OF_RE =
  /^((?:\p{Lu}[\p{Ll}-]+|\p{Lu}{2,6})(?:\s(?:[\p{Ll}-]+|\p{Lu}{2,6})){0,4})(?:\swith|,)\s((?:\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s(?:years?|yrs)\b.*)$/u;
// "Eleven years in the fire service, ...", "Over 8 years of payroll": years the person has.
const YEARS_OPENING_RE =
  /^(?:(?:Over|Nearly|Almost|More than)\s)?(?:\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s(?:years?|yrs)\s(?:in|of|as|at|across|on|with|\p{Ll}+ing)\s/iu;
const SHIFTS_RE =
  /^(?:(?:About|Around|Roughly|Usually|Typically)\s)?(?:\d{1,2}|one|two|three|four|five|six)(?:[–-]\d{1,2})?\s(?:[\w-]+\s){0,2}shifts?\s(?:a|per|each)\s(?:week|month)\b/i;
// A group the person works in, then what it did: "Team beat the 2025 renewal target".
const GROUP_RE = /^(?:Team|Crew|Shift|Unit|Department|Store|Branch|Office)\s(\p{Ll}+)\s/u;

// "Trainer since 2025", "Backend engineer for 8 years": "I have been ...".
const HAS_BEEN_RE =
  /\bsince\s+(?:19|20)\d\d\b|\bfor\s+(?:\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:years?|yrs)\b/;

// A person named for what they do ("Preceptor"), when that word is no verb.
const isAgentNoun = (words: string) =>
  /^\p{Lu}[\p{Ll}-]+(?:or|er|ist|ian)$/u.test(words) && !canBeVerb(words.toLowerCase());

/**
 * A line about the person rather than a deed or a thing: "I am responsible for 20
 * residents", "I am a trainer for new material handlers", "my team beat the target", "I
 * have had no accidents in 6 years", "my work is mostly drop-and-hook loads"; else null.
 */
export function aboutThePerson(text: string): string | null {
  if (/^Responsible for\s/.test(text)) return asSentence(`I am r${text.slice(1)}`);
  // "Second in command at a $2.4M brewpub": the person's place, said so.
  if (/^(?:Second|Third) in command\b/.test(text)) return asSentence(`I am ${uncapitalise(text)}`);
  // "Skilled in gait training ...", "Proficient with Excel": how the person is, said so.
  if (
    /^(?:(?:Factory|Fully|Cross|OEM|Formally)[- ][Tt]rained|Skilled|Experienced|Proficient|Versed|Fluent|Trained|Strong)\s+(?:in|at|with|on)\s/.test(
      text,
    )
  )
    return asSentence(`I am ${uncapitalise(text)}`);
  // "Bilingual (English/Spanish)", "Bilingual English/Igbo": "I am bilingual in ...".
  const tongues = /^(Bilingual|Trilingual|Multilingual)(\s*\(|\s+in\s|\s+(?=\p{Lu})|$)/u.exec(text);
  if (tongues) {
    const rest = text.slice(tongues[0].length);
    const joint = /^\s+$/.test(tongues[2]) ? " in " : tongues[2];
    return asSentence(`I am ${tongues[1].toLowerCase()}${joint}${rest}`);
  }
  // "About two weekend shifts a month covering med-surg": shifts the person works.
  if (SHIFTS_RE.test(text)) return asSentence(`I work ${uncapitalise(text)}`);
  if (YEARS_OPENING_RE.test(text)) return asSentence(`I have ${uncapitalise(text)}`);
  // "Production framer with 7 years ...", "Backend engineer, four years in logistics SaaS".
  const years = YEARS_OF_RE.exec(text);
  if (years) {
    const role = /^\p{Lu}{2,}/u.test(years[1]) ? years[1] : uncapitalise(years[1]);
    return asSentence(`I am ${withArticle(role)} with ${years[2]}`);
  }
  const role = ROLE_OPENING_RE.exec(text);
  // "IT support tech who likes people ...": whoever "who" follows is a person; so is one
  // named for what they do ("Preceptor for new grads"), when that word is no verb.
  if (
    role &&
    (findResumeTitles(role[1]).length > 0 || /\swho\s$/.test(role[0]) || isAgentNoun(role[1]))
  ) {
    // "Trainer for new hires since 2025": "I have been a trainer ... since 2025".
    const verb = HAS_BEEN_RE.test(text) ? "have been" : "am";
    // "I am a preceptor for new grads, and I trained 14 staff": after "am", the subject again.
    const said = `I ${verb} ${withArticle(lowerFirstWord(text))}`.replace(
      /, and (?=\p{Ll}+ed\b)/u,
      ", and I ",
    );
    return asSentence(said);
  }
  const group = GROUP_RE.exec(text);
  if (group && (verbForm(group[1]) || isVerbIn(text, group[1])))
    return asSentence(`my ${uncapitalise(text)}`);
  const record = noneHad(text);
  if (record) return asSentence(record);
  if (/^(?:Mostly|Mainly|Primarily)\s/.test(text))
    return asSentence(`my work is ${uncapitalise(text)}`);
  return null;
}

export const PERSON_LABEL_RE =
  /\b(?:user|super-user|superuser|admin|administrator|owner|champion|expert|specialist|trainer|lead|coordinator)$/i;

// "Station public education coordinator 2019–2022: smoke alarm installs, school visits".
const DATED_PART_RE =
  /^(\p{Lu}[\p{L} &/-]{1,50}?)\s+\(?((?:19|20)\d\d)(?:\s*[–-]\s*((?:19|20)\d\d|[Pp]resent))?\)?:\s*(\S.*)$/u;

/** A part the person played in given years, then its work: "I was a ... from 2019 to 2022". */
export function datedPart(plain: string): string | null {
  const match = DATED_PART_RE.exec(plain);
  if (!match || !PERSON_LABEL_RE.test(match[1])) return null;
  const [, part, from, to, work] = match;
  const items = joinList(work.split(/(?<!\s)\s*[,;]\s*/));
  const role = withArticle(lowerFirstWord(part));
  if (to && /present/i.test(to))
    return asSentence(`I have been ${role} since ${from}, and my work includes ${items}`);
  const when = to ? `from ${from} to ${to}` : `in ${from}`;
  return asSentence(`I was ${role} ${when}, and my work included ${items}`);
}
