// Jurisdictions a licence names, and words that locate or stage a company: none of these is
// a skill, so none becomes a requirement on its own.

export const US_STATES: [string, string][] = [
  ["Alabama", "AL"],
  ["Alaska", "AK"],
  ["Arizona", "AZ"],
  ["Arkansas", "AR"],
  ["California", "CA"],
  ["Colorado", "CO"],
  ["Connecticut", "CT"],
  ["Delaware", "DE"],
  ["Florida", "FL"],
  ["Georgia", "GA"],
  ["Hawaii", "HI"],
  ["Idaho", "ID"],
  ["Illinois", "IL"],
  ["Indiana", "IN"],
  ["Iowa", "IA"],
  ["Kansas", "KS"],
  ["Kentucky", "KY"],
  ["Louisiana", "LA"],
  ["Maine", "ME"],
  ["Maryland", "MD"],
  ["Massachusetts", "MA"],
  ["Michigan", "MI"],
  ["Minnesota", "MN"],
  ["Mississippi", "MS"],
  ["Missouri", "MO"],
  ["Montana", "MT"],
  ["Nebraska", "NE"],
  ["Nevada", "NV"],
  ["New Hampshire", "NH"],
  ["New Jersey", "NJ"],
  ["New Mexico", "NM"],
  ["New York", "NY"],
  ["North Carolina", "NC"],
  ["North Dakota", "ND"],
  ["Ohio", "OH"],
  ["Oklahoma", "OK"],
  ["Oregon", "OR"],
  ["Pennsylvania", "PA"],
  ["Rhode Island", "RI"],
  ["South Carolina", "SC"],
  ["South Dakota", "SD"],
  ["Tennessee", "TN"],
  ["Texas", "TX"],
  ["Utah", "UT"],
  ["Vermont", "VT"],
  ["Virginia", "VA"],
  ["Washington", "WA"],
  ["West Virginia", "WV"],
  ["Wisconsin", "WI"],
  ["Wyoming", "WY"],
  ["District of Columbia", "DC"],
];
const REGIONS = [
  "England",
  "Scotland",
  "Wales",
  "Northern Ireland",
  "Ontario",
  "Quebec",
  "British Columbia",
  "Alberta",
  "Ireland",
  "Canada",
  "Australia",
  "Germany",
  "France",
  "Spain",
  "Netherlands",
  "India",
  "Mexico",
  "United States",
  "United Kingdom",
];

const NAMES = [...US_STATES.map(([name]) => name), ...REGIONS];
const BY_ABBREVIATION = new Map(US_STATES.map(([name, abbr]) => [abbr, name]));

// Abbreviations that are also words or other credentials ("OR nurse", "MD", "PA-C", "MT/CLS",
// "CT scans") count
// only where a licence's place stands: at the end, before punctuation or "license".
const AMBIGUOUS = new Set([
  "IN",
  "OR",
  "ME",
  "OK",
  "HI",
  "ID",
  "MD",
  "MA",
  "PA",
  "CO",
  "DE",
  "LA",
  "MS",
  "AL",
  "GA",
  "DC",
  "MT",
  "CT",
]);
const SAFE = US_STATES.map(([, a]) => a).filter((a) => !AMBIGUOUS.has(a));
const SAFE_SET = new Set(SAFE);

// Longest names first, so "West Virginia" wins over "Virginia".
const JURISDICTION_RE = new RegExp(
  String.raw`\b(${[...NAMES].sort((a, b) => b.length - a.length).join("|")})\b|\b(${SAFE.join("|")})\b|\b(${[...AMBIGUOUS].join("|")})\b(?=\s*(?:$|[,.;)]|license|licence|board|RN|LPN|CDL))`,
);

const JURISDICTION_ALL_RE = new RegExp(JURISDICTION_RE.source, "g");

/** The jurisdiction a text names ("State of Ohio", "Ohio", "OH license"), or null. */
export function jurisdictionOf(text: string): string | null {
  const m = JURISDICTION_RE.exec(text);
  if (!m) return null;
  return m[1] ?? BY_ABBREVIATION.get(m[2] ?? m[3]) ?? null;
}

/** Every jurisdiction a text names, as full names. */
export function jurisdictionsIn(text: string): string[] {
  const re = JURISDICTION_ALL_RE;
  re.lastIndex = 0;
  return [...text.matchAll(re)]
    .map((m) => m[1] ?? BY_ABBREVIATION.get(m[2] ?? m[3]) ?? "")
    .filter(Boolean);
}

const PLACE_WORDS = new Set(NAMES.flatMap((n) => n.toLowerCase().split(" ")));
// Funding stages and company descriptors: "(Series C or later)", "pre-IPO", "seed-stage".
const STAGE_WORDS = new Set(
  "series seed pre ipo round stage funded venture backed unicorn later earlier".split(" "),
);

// Countries written in letters: "U.S. import procedures" are import procedures.
const COUNTRY_LETTERS = new Set(["u.s.", "u.s", "usa", "u.s.a.", "u.k.", "u.k"]);

/** Words that place or stage a company, never an ask by themselves. */
export function isPlaceOrStage(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    PLACE_WORDS.has(lower) ||
    STAGE_WORDS.has(lower) ||
    COUNTRY_LETTERS.has(lower) ||
    lower === "state" ||
    SAFE_SET.has(word)
  );
}
