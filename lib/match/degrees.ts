/*
 * Degrees as postings ask for them and résumés list them: a level (high school 0,
 * associate 1, bachelor 2, master 3, doctorate 4) and a field. "BSN" is a bachelor's in
 * nursing, "MBA" a master's in business.
 */
export const DEGREE_LEVELS = [
  "high school diploma",
  "associate degree",
  "bachelor's degree",
  "master's degree",
  "doctorate",
] as const;

type Pattern = { level: number; re: RegExp; field?: string };

// Abbreviations with dots end in a dot, so they cannot end in \b; letters-only ones can.
export const DEGREE_PATTERNS: Pattern[] = [
  {
    level: 4,
    re: /\b(?:ph\.?\s?d\b|doctorate|doctoral degree|ed\.d\b|d\.n\.p\b|\bDNP\b|pharm\.?\s?d\b)/i,
  },
  { level: 3, re: /\bMSN\b/, field: "nursing" },
  { level: 3, re: /\b(?:MBA|M\.B\.A\.)/, field: "business administration" },
  { level: 3, re: /\bM\.?Ed\b/, field: "education" },
  { level: 3, re: /\bMSW\b/, field: "social work" },
  {
    level: 3,
    re: /\b(?:master'?s|masters|master of|msc\b|m\.sc\.?|m\.s\.|m\.a\.|mph\b|mpa\b|m\.eng\b|meng\b|llm\b|mfa\b)|\b(?:MS|MA)\b(?=\s+(?:in|of)\b|\s*[,(]|\s+[A-Z][a-z]+\s+[A-Z])/i,
  },
  { level: 2, re: /\bBSN\b/, field: "nursing" },
  { level: 2, re: /\b(?:BSW\b|B\.S\.W\.)/, field: "social work" },
  { level: 2, re: /\bB\.?Ed\b/, field: "education" },
  { level: 2, re: /\bBBA\b/, field: "business administration" },
  {
    level: 2,
    re: /\b(?:bachelor'?s|bachelors|bachelor of|baccalaureate|undergraduate degree|(?:four|4)[- ]year degree|b\.a\.|b\.s\.|bsc\b|b\.sc\.?|beng\b|b\.eng\b|bfa\b)|\b(?:BA|BS)\b(?=\s+(?:in|of)\b|\s*[,(/]|\s+[A-Z]|\s*$)/i,
  },
  {
    level: 1,
    re: /\b(?:associate'?s? degree|associate['’]s\b|associate of|a\.a\.s\.?|\bAAS\b|a\.a\.(?=\s)|a\.s\.(?=\s))/i,
  },
  {
    level: 0,
    re: /\b(?:high school diploma|high school|ged\b|secondary school diploma)/i,
    field: "",
  },
];

// Microsoft products written "MS Excel" are not master's degrees.
const NOT_A_DEGREE_RE =
  /\bMS\s+(?:Excel|Office|Word|Project|Teams|Access|SQL|Dynamics|Outlook|PowerPoint|Visio)\b/g;

export type DegreeMention = {
  level: number;
  field: string;
  index: number;
  length: number;
  /** "in progress", "expected 2027", "enrolled": not held yet. */
  isUnfinished: boolean;
};

/** Words that say a degree, licence or certificate is not (or no longer) held. */
export const UNFINISHED_RE =
  /\b(?:in progress|expected|anticipated|candidate|pursuing|enrolled|currently enrolled|working toward|working towards|coursework toward|sitting for|studying for|preparing for|scheduled|pending|booked for|application (?:submitted|approved|accepted)|exam planned|applied for|awaiting|started (?:[\w-]+ ){0,3}(?:training|course|coursework|classes)|(?:cases|hours)\s+(?:logged\s+)?towards?|finishing (?:a|an|my|the|up)|not yet|part \d (?:passed|done|complete)|expired|lapsed|not completed|incomplete)\b/i;

const MAX_MENTIONS = 8;

// Compiled once: matchAll copies a global pattern, so sharing these is safe.
const GLOBAL_PATTERNS = DEGREE_PATTERNS.map(({ level, re, field }) => ({
  level,
  field,
  re: new RegExp(re.source, `${re.flags}g`),
}));

// Every pattern above starts, after a word boundary, with one of these (matched without
// regard to case): a text with none of them names no degree, and most lines are such.
export const ANY_DEGREE_RE =
  /\b(?:ph|doctor|ed\.d|d\.n\.p|dnp|msn|mba|m\.b\.a|m\.?ed|msw|master|msc|m\.s|m\.a\.|mph|mpa|m\.eng|meng|llm|mfa|m[sa]\b|bsn|bsw|b\.?ed|bba|bachelor|baccalaureate|undergraduate degree|(?:four|4)[- ]year degree|b\.a\.|b\.s|bsc|beng|b\.eng|bfa|b[as]\b|associate|a\.a\.|a\.s\.|aas|high school|ged|secondary school diploma)/i;

/** The degrees a text names, with the field written after each ("B.A. Communication"). */
export function degreeMentions(text: string): DegreeMention[] {
  if (!ANY_DEGREE_RE.test(text)) return [];
  const clean = text.replace(NOT_A_DEGREE_RE, (m) => " ".repeat(m.length));
  const found: DegreeMention[] = [];
  let isUnfinished: boolean | undefined;
  for (const { level, re, field } of GLOBAL_PATTERNS) {
    // Every mention, so "a B.S. or B.A. in nursing" is read to its field.
    const all = [...clean.matchAll(re)].slice(0, MAX_MENTIONS);
    for (const m of all) {
      if (found.some((d) => m.index < d.index + d.length && d.index < m.index + m[0].length))
        continue;
      const after = clean.slice(m.index + m[0].length, m.index + m[0].length + 80);
      found.push({
        level,
        field: field ?? fieldAfter(after),
        index: m.index,
        length: m[0].length,
        isUnfinished: (isUnfinished ??= UNFINISHED_RE.test(clean)),
      });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

const FIELD_STOP_RE =
  /(?<!\s)\s*(?:\(|,|;|\||–|—| - |\.(?:\s|$)|\bor equivalent\b|\bor related\b|\brequired\b|\bpreferred\b|\bfrom\b|\bat\b|\buniversity\b|\bcollege\b|\binstitute\b|\bschool\b|\b(?:19|20)\d\d\b|$)/i;

// A field follows "in", "of" or a comma, or comes straight after the degree in capitals
// ("B.A. Communication"); "bachelor's degree is preferred" names none.
const FIELD_LEAD_RE =
  /^\s*(?:degrees?\b\s*)?(?:\([^()]{0,40}\)\s*)?(?:(?:in|of)\s+|,\s*(?=[A-Z])|(?=[A-Z]))/;

// "Bachelor of Science in Civil Engineering": the field is civil engineering.
const DEGREE_KIND_RE = /^(?:(?:applied\s+)?sciences?|arts|fine\s+arts)\s+(?:in|of)\s+(?=\S)/i;

function fieldAfter(after: string): string {
  const lead = FIELD_LEAD_RE.exec(after);
  if (!lead) return "";
  let text = after.slice(lead[0].length);
  text = text.slice(DEGREE_KIND_RE.exec(text)?.[0].length ?? 0);
  const stop = FIELD_STOP_RE.exec(text);
  return (stop ? text.slice(0, stop.index) : text).trim();
}
