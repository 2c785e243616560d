import { COUNT, countValue, MONEY, moneyValue } from "../numbers";

/*
 * Facts a recruiter reads off a résumé line: the size of a team the person managed, whether
 * they managed managers, a budget they owned, the years they state. Mentoring, training
 * and "leading reviews" are not managing people, so only verbs of management count.
 */

const MANAGE_VERB = String.raw`(?:managed|manage|manages|managing|led|lead|leads|leading|supervised|supervise|supervises|supervising|oversaw|oversee|oversees|overseeing|directed|direct|directs|directing|headed|head|heads|ran|run|runs|running|built and led|built and managed|hired and managed|hired and led)`;
export const PEOPLE = String.raw`(?:people|persons?|staff|employees?|engineers?|developers?|designers?|analysts?|nurses?|associates?|agents?|reps?|representatives?|technicians?|teachers?|tutors?|educators?|drivers?|pickers?|packers?|operators?|workers?|volunteers?|interns?|members?|bakers?|techs?|professionals?|therapists?|hygienists?|welders?|carpenters?|plumbers?|laborers?|dispatchers?|adjusters?|buyers?|planners?|housekeepers?|bartenders?|baristas?|tellers?|bankers?|handlers?|loaders?|guards?|officers?|paralegals?|csms|specialists?|coordinators?|assistants?|accountants?|bookkeepers?|clerks?|cashiers?|servers?|cooks?|cleaners?|caregivers?|aides?|electricians?|apprentices?|installers?|mechanics?|consultants?|recruiters?|sellers?|account executives?|sdrs|bdrs|ftes|direct reports|reports|managers?|team leads?|leads?|supervisors?|directors?|shift leads?|charge nurses?)`;
const MANAGE_VERB_RE = new RegExp(MANAGE_VERB, "i");
const MANAGER_NOUN_RE =
  /\b(?:managers?|team leads?|leads|supervisors?|directors?|shift leads?|charge nurses?)\b/i;

const TEAM_OF_RE = new RegExp(
  String.raw`\b(?:team|staff|crew|group|department|organi[sz]ation|unit|division) of (${COUNT})\+?(?:\s+(?:[a-z-]+\s+){0,2}?(${PEOPLE}))?`,
  "gi",
);
const VERB_COUNT_RE = new RegExp(
  String.raw`\b${MANAGE_VERB}\s+(?:a\s+)?(?:team\s+of\s+|staff\s+of\s+|group\s+of\s+|crew\s+of\s+)?(${COUNT})\+?\s+(?:[a-z-]+\s+){0,3}?(${PEOPLE})\b`,
  "gi",
);
// "Manage a marketing coordinator": one person, named right after the verb.
const VERB_ONE_RE = new RegExp(
  String.raw`\b${MANAGE_VERB}\s+(an?)\s+(?:(?!(?:with|for|of|to|on|in|and|across)\s)[a-z-]+\s+){0,2}?(${PEOPLE})\b`,
  "gi",
);
// "Lead a 2-man crew", "run a three-person team", "Crew lead for a 4-person sampling crew".
const SIZED_CREW_RE = new RegExp(
  String.raw`\b(?:${MANAGE_VERB}|(?:crew|team|field|shift|site)\s+(?:lead|leader|chief|supervisor|foreman)\s+(?:for|of|on|over))\s+(?:an?\s+|the\s+)?(${COUNT})[- ](?:man|person|people|member)\s+(?:[a-z-]+\s+){0,2}?(?:crew|team|staff|shift)\b`,
  "gi",
);
// "Run the night shift: 5 bakers + 2 packers": a team counted in parts.
const SUMMED_TEAM_RE = new RegExp(
  String.raw`\b${MANAGE_VERB}\b(?:(?!\s(?:for|with|of|to)\s)[^.;]){0,40}?(${COUNT})\s+(?:[a-z-]+\s+)?${PEOPLE}\s*(?:\+|&|and|plus)\s*(${COUNT})\s+(?:[a-z-]+\s+)?${PEOPLE}\b`,
  "gi",
);
// "Supervise eight: assistant manager, two leasing professionals, ...".
const COUNT_THEN_LIST_RE = new RegExp(String.raw`\b${MANAGE_VERB}\s+(${COUNT}):`, "gi");
const REPORTS_RE = new RegExp(String.raw`\b(${COUNT})\+?\s+direct reports\b`, "gi");
const COUNT_OF_MANAGERS_RE = new RegExp(
  String.raw`\b${COUNT}\s+(?:[A-Za-z-]+\s+)?(?:managers|team leads|supervisors|directors|shift leads)\b|\bmanagers? over (?:a )?team\b`,
  "i",
);
const ANY_MANAGE_VERB_RE = new RegExp(String.raw`\b${MANAGE_VERB}\b|\bpromoted\b|\bhired\b`, "i");
const MANAGED_MANAGERS_RE = new RegExp(
  String.raw`\b${MANAGE_VERB}\s+(?:(?:a\s+)?team\s+of\s+)?(?:${COUNT}\s+)?(?:[a-z-]+\s+)?(?:managers|team leads|supervisors|directors|shift leads|charge nurses)\b|\bmanagers? of managers\b|\bmanagers reporting to me\b`,
  "i",
);

export type TeamFact = { size: number; isManagers: boolean };

/** Team sizes this line says the person managed (largest first), and managers among them. */
export function teamFacts(line: string): TeamFact[] {
  if (/\bmentor/i.test(line) && !MANAGE_VERB_RE.test(line)) return [];
  const out: TeamFact[] = [];
  const add = (count: string, noun: string | undefined) => {
    const size = countValue(count);
    if (size !== null && size > 0 && size < 100_000)
      out.push({ size, isManagers: noun !== undefined && MANAGER_NOUN_RE.test(noun) });
  };
  for (const re of [TEAM_OF_RE, VERB_COUNT_RE, VERB_ONE_RE, SIZED_CREW_RE, REPORTS_RE]) {
    re.lastIndex = 0;
    for (let m = re.exec(line); m; m = re.exec(line)) add(/^an?$/i.test(m[1]) ? "one" : m[1], m[2]);
  }
  COUNT_THEN_LIST_RE.lastIndex = 0;
  for (let m = COUNT_THEN_LIST_RE.exec(line); m; m = COUNT_THEN_LIST_RE.exec(line))
    add(m[1], undefined);
  SUMMED_TEAM_RE.lastIndex = 0;
  for (let m = SUMMED_TEAM_RE.exec(line); m; m = SUMMED_TEAM_RE.exec(line)) {
    const [a, b] = [countValue(m[1]), countValue(m[2])];
    if (a !== null && b !== null) add(String(a + b), undefined);
  }
  return out.sort((a, b) => b.size - a.size);
}

export function managesManagers(line: string): boolean {
  // "Lead 38 people: 4 CS managers plus ...", "hired 1 manager over a team of 22".
  return (
    MANAGED_MANAGERS_RE.test(line) ||
    (COUNT_OF_MANAGERS_RE.test(line) && ANY_MANAGE_VERB_RE.test(line))
  );
}

const BUDGET_WORD_RE = /\b(?:budgets?|p&l|p & l|spend|cost cent(?:er|re))\b/i;
const MONEY_RE = new RegExp(MONEY, "gi");

/** The largest budget this line says the person owned or managed, or null. */
export function budgetFact(line: string): number | null {
  if (!BUDGET_WORD_RE.test(line)) return null;
  let max: number | null = null;
  MONEY_RE.lastIndex = 0;
  for (let m = MONEY_RE.exec(line); m; m = MONEY_RE.exec(line)) {
    const value = moneyValue(m[0]);
    if (value !== null && (max === null || value > max)) max = value;
  }
  return max;
}

const STATED_YEARS_RE = new RegExp(
  String.raw`\b(${COUNT})(\s+and\s+a\s+half)?\+?\s*(?:\+\s*)?(?:years?|yrs?)\b(?:\s+of)?(?:\s+(?:experience|work))?(?:\s+(?:in|as|of|with|across|leading|managing|teaching|working))?\s*([^.;,]{0,60})`,
  "gi",
);

export type StatedYears = { years: number; about: string };

/** "8 years in B2B SaaS", "seven years of classroom teaching": the figure and its subject. */
export function statedYears(line: string): StatedYears[] {
  const out: StatedYears[] = [];
  STATED_YEARS_RE.lastIndex = 0;
  for (let m = STATED_YEARS_RE.exec(line); m; m = STATED_YEARS_RE.exec(line)) {
    const whole = countValue(m[1]);
    // "four and a half years".
    const years = whole === null ? null : whole + (m[2] ? 0.5 : 0);
    // "years" before the figure's subject, not dates ("2019 years" does not occur).
    // The subject may come before the figure ("Performance marketer, 7 years"): the sentence.
    const sentenceStart = Math.max(line.lastIndexOf(". ", m.index) + 1, 0);
    const about = line.slice(sentenceStart, m.index + m[0].length);
    if (years !== null && years > 0 && years < 60) out.push({ years, about });
  }
  return out;
}

const HEADCOUNT_RE = new RegExp(
  String.raw`\b(${COUNT})\+?\s+(?:[a-z-]+\s+){0,2}?(${PEOPLE})\b`,
  "gi",
);
/** Titles that lead the people their role lists: a GM's "70 employees" are their team. */
export const LEADER_TITLE_RE =
  /\b(?:manager|director|head|lead|supervisor|chief|owner|principal|superintendent|foreman|general manager|gm|vp|vice president|president)\b/i;

/** Headcounts a line states without a verb ("70 employees and 4 managers"). */
export function headcountFacts(line: string): TeamFact[] {
  const out: TeamFact[] = [];
  HEADCOUNT_RE.lastIndex = 0;
  for (let m = HEADCOUNT_RE.exec(line); m; m = HEADCOUNT_RE.exec(line)) {
    const size = countValue(m[1]);
    if (size !== null && size > 0 && size < 100_000)
      out.push({ size, isManagers: MANAGER_NOUN_RE.test(m[2]) });
  }
  return out.sort((a, b) => b.size - a.size);
}
