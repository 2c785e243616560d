import { degreeMentions } from "./degrees";
import type { Seniority } from "./types";

// Rough ladder used to compare levels; lead/staff/manager sit on one rung because they
// are different tracks at a similar step above senior.
export const SENIORITY_RANK: Record<Seniority, number> = {
  intern: 0,
  junior: 1,
  mid: 2,
  senior: 3,
  lead: 4,
  staff: 4,
  manager: 4,
  principal: 5,
  director: 6,
};

const LEVEL_PATTERNS: [Seniority, RegExp][] = [
  // "Party Chief", "Crew Chief": the lead of a field crew, not an executive.
  ["lead", /\b(?:party|crew|field|shift|section) chief\b/i],
  ["director", /\b(?:director|head of|vp|vice president|chief|cto|cfo|coo|cmo)\b/i],
  ["principal", /\bprincipal\b/i],
  ["staff", /\bstaff\b/i],
  ["manager", /\bmanager\b/i],
  ["lead", /\b(?:lead|team lead|tech lead|supervisor|foreman|charge nurse)\b/i],
  ["senior", /\b(?:senior|sr\.?|iii)\b|(?<!scrum )\bmaster\b/i],
  ["intern", /\b(?:intern|internship|apprentice|trainee)\b/i],
  ["junior", /\b(?:junior|jr\.?|entry[- ]level|associate|graduate|i)\b/i],
];

/** Seniority a title names ("Senior Nurse" -> senior), or null when it names none. */
export function namedSeniority(title: string): Seniority | null {
  for (const [level, re] of LEVEL_PATTERNS) if (re.test(title)) return level;
  return null;
}

/** Seniority implied by the largest "N+ years" a job asks for, or null. */
export function seniorityFromYears(text: string): Seniority | null {
  let max = -1;
  for (const m of text.matchAll(/\b(\d{1,2})\s*(?:\+\s*)?(?:-\s*\d{1,2}\s*)?years?\b/gi)) {
    max = Math.max(max, Number(m[1]));
  }
  if (max < 0) return null;
  if (max <= 1) return "junior";
  if (max <= 4) return "mid";
  return "senior";
}

// Role nouns mark a line as a job title; the last one found is the title's head.
const ROLE_NOUNS = `engineer developer programmer architect designer researcher analyst scientist
manager director lead owner marketer strategist specialist coordinator representative rep
executive consultant accountant auditor controller bookkeeper nurse physician therapist
technician technologist assistant aide paramedic emt pharmacist electrician plumber
carpenter welder mechanic installer operator driver supervisor foreman administrator
associate officer planner buyer writer editor copywriter recruiter advisor adviser clerk
dispatcher machinist fitter hygienist practitioner surgeon intern apprentice journeyman
tester artist illustrator producer head vp president cashier agent broker underwriter
actuary economist statistician teacher instructor trainer counselor pilot chef paralegal
attorney lawyer secretary receptionist tutor educator drafter adjuster appraiser inspector
estimator investigator examiner caseworker server bartender barista cook housekeeper
custodian teller banker superintendent surveyor scheduler expeditor roofer painter laborer
caregiver attendant dentist veterinarian librarian firefighter processor dietitian dietician
nutritionist pathologist telecommunicator handler picker packer loader stocker courier
groundskeeper landscaper baker butcher mason millwright lineman pipefitter steamfitter rigger
midwife radiographer sonographer phlebotomist optician audiologist psychologist chief`;
const ROLE_SET = new Set(ROLE_NOUNS.split(/\s+/));

// Words that say the same thing in titles ("Front-end Developer" ~ "Frontend Engineer").
const TITLE_SYNONYMS: Record<string, string> = {
  developer: "engineer",
  programmer: "engineer",
  dev: "engineer",
  swe: "engineer",
  "front-end": "frontend",
  "back-end": "backend",
  "full-stack": "fullstack",
  rep: "representative",
  adviser: "advisor",
  sr: "senior",
  jr: "junior",
  ux: "design",
  ui: "design",
  designer: "designer",
  marketer: "marketing",
};
const LEVEL_WORDS = new Set([
  "senior",
  "junior",
  "staff",
  "principal",
  "lead",
  "intern",
  "associate",
  "entry",
  "level",
  "sr",
  "jr",
  "ii",
  "iii",
  "i",
  "iv",
  "head",
  "of",
  "and",
  "the",
  "a",
  "at",
  "for",
  "in",
  "&",
]);

function titleWords(title: string): string[] {
  const lower = title
    .toLowerCase()
    .replace(/\bfront[\s-]end\b/g, "frontend")
    .replace(/\bback[\s-]end\b/g, "backend")
    .replace(/\bfull[\s-]stack\b/g, "fullstack");
  return lower
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean)
    .map((w) => TITLE_SYNONYMS[w] ?? w);
}

const EARNED_RE = /\b(?:certificate|certification|licen[cs]e|degree|diploma)s?\b/i;

/** Job-title lines of a résumé (short, not bullets, naming a role), most recent first. */
export function findResumeTitles(resumeText: string): string[] {
  const titles: string[] = [];
  for (const raw of resumeText.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || /^[-*•·▪◦‣–—]/.test(line)) continue;
    // "Education: Paralegal Certificate" is a labelled entry, not a role line.
    if (/^[^:]{1,30}:/.test(line)) continue;
    const title = line.split(/(?<!\s)(?:\s+(?:at|with|@)\s+|\s*[,|(–—·]\s*|\s+-\s+)/)[0].trim();
    const words = title.split(/\s+/);
    // "Sterile Processing Technician III / Evening Lead": a slash is no word.
    if (words.filter((w) => /\p{L}/u.test(w)).length > 6 || /[.!?]$/.test(title)) continue;
    // "Associate of Arts", "Paralegal Certificate": what was earned, not a role.
    if (EARNED_RE.test(title) || degreeMentions(title).length > 0) continue;
    if (words.some((w) => ROLE_SET.has(w.toLowerCase().replace(/[^a-z]/g, "")))) titles.push(title);
  }
  return titles;
}

// Level words that name the role itself at a title's end: "Warehouse Lead", "Sales Associate".
const ROLE_LEVEL_WORDS = new Set(["lead", "associate", "intern"]);

/** A title's words without its level words, unless one of them is the role itself. */
function comparableWords(title: string): string[] {
  const words = titleWords(title);
  const kept = words.filter((w) => !LEVEL_WORDS.has(w));
  const last = words[words.length - 1];
  if (!headOf(kept) && last && ROLE_LEVEL_WORDS.has(last)) kept.push(last);
  return kept;
}

/** A title's head: its last role noun ("Physical Therapist Assistant" -> "assistant"). */
function headOf(words: string[]): string | undefined {
  return [...words].reverse().find((w) => ROLE_SET.has(w) || w === "marketing" || w === "design");
}

/**
 * 0..1 similarity of two titles: 0.6 for the same head role noun, plus up to 0.4 for the
 * job title's other words found in the résumé title; 0.3 at most without a shared head.
 * Heads compare head to head: a Physical Therapist Assistant is an assistant, not a
 * therapist, though "therapist" is one of its words.
 */
export function titleSimilarity(jobTitle: string, resumeTitle: string): number {
  const job = comparableWords(jobTitle);
  const mineWords = comparableWords(resumeTitle);
  const mine = new Set(mineWords);
  if (job.length === 0 || mine.size === 0) return 0;
  const jobHead = headOf(job);
  const modifiers = job.filter((w) => w !== jobHead);
  const shared = modifiers.filter((w) => mine.has(w)).length;
  const modifierShare = modifiers.length === 0 ? 1 : shared / modifiers.length;
  if (jobHead && jobHead === headOf(mineWords)) return 0.6 + 0.4 * modifierShare;
  return 0.3 * (job.filter((w) => mine.has(w)).length / job.length);
}
