import { cachedIndex, findResumeTitles, type ResumeIndex } from "@/lib/match";
import { isBullet } from "@/lib/match/bullets";
import { US_STATES } from "@/lib/match/places";
import { dateRanges, monthsSinceYearZero } from "@/lib/match/resume/dates";
import { isUnknownWord } from "@/lib/match/nlp/word-key";
import { skillNamed, withArticle } from "./wording";

/**
 * A role as the résumé names it; isCurrent is null when it gives no dates. A role heading
 * that names only the employer ("Cascadia Electric Co., Tacoma — 2025 – Present") has an
 * empty title: nothing is made up for it.
 */
export type RoleContext = { title: string; org: string | null; isCurrent: boolean | null };

// A year, a date, or a hospital unit ("5 West") rather than an employer ("Fresh Bowl Co. #114").
const DATE_LIKE_RE = /\b(?:19|20)\d\d\b|\b\d{1,2}\/\d{2,4}\b|^\d/;
// "Greenville SC", "Tacoma, WA": where the role was, not who it was for.
const STATE_CODES = US_STATES.map(([, a]) => a).join("|");
const PLACE_RE = new RegExp(String.raw`^(?:[A-Z][\w.'-]*\s){1,3}(?:${STATE_CODES})$`);
// A place and whatever follows it ("Cheyenne, WY July 2025–Present").
// Its only comma is the one before the state: "Lakeway Broadband, Toledo, OH" is an employer.
const PLACE_FIRST_RE = new RegExp(
  String.raw`^(?:[A-Z][\w.'-]*\s){0,2}[A-Z][\w.'-]*,?\s(?:${STATE_CODES})\b`,
);

// "Part-time", "Remote": how the role was held, not who it was for.
const TERMS_RE =
  /^(?:part[- ]time|full[- ]time|contract|freelance|seasonal|temporary|internship|remote|hybrid|on[- ]site|class [a-d]|cdl(?:-[a-d])?)$/i;

// An employer's name opens with a capital or a figure ("dry van" says what was driven).
const isOrgName = (text: string) =>
  /^[\p{Lu}\d]/u.test(text) &&
  /[A-Za-z]/.test(text) &&
  !DATE_LIKE_RE.test(text) &&
  !PLACE_RE.test(text) &&
  !TERMS_RE.test(text) &&
  !/^(?:present|current|now)$/i.test(text);

/** The first part of a heading's text that names an organisation. */
function firstOrg(text: string): string | null {
  const parts = text.split(/(?<!\s)(?:\s*[,|()@–—·•]\s*|\s+-\s+|\s+at\s+)/).map((p) => p.trim());
  return parts.find(isOrgName) ?? null;
}

/** The organisation named on a role heading after its title, or null. */
export function orgFrom(headLine: string, title: string): string | null {
  // "Senior Buyer – Castings & Forgings | Erie Hydraulic Pump Co., Erie, PA": beside the
  // title is its speciality when the next part of the heading names the employer.
  const segments = headLine.split(/(?<!\s)\s+[|·•]\s+/);
  const own = segments.findIndex((segment) => segment.includes(title));
  const next = segments[own + 1];
  if (own >= 0 && next && !PLACE_RE.test(next.replace(/,/g, ""))) {
    const org = firstOrg(next);
    if (org) return org;
  }
  const rest = headLine.slice(headLine.indexOf(title) + title.length);
  // "Manager, Customer Success — Beaconly": after the comma is the title's function; the
  // employer follows the dash.
  const dash = /\s[–—|@·•]\s|\s-\s|\sat\s/.exec(rest);
  if (dash && /^,/.test(rest)) {
    const beside = rest.slice(1, dash.index).trim();
    const after = rest.slice(dash.index + dash[0].length).trim();
    // "— Sacramento" alone, or "— Boston, MA", is where the role was, after its employer.
    const isPlaceOnly = PLACE_FIRST_RE.test(after) || !/[\s,(]/.test(after);
    const isFunction = !!skillNamed(beside) || DEPARTMENT_RE.test(beside);
    if (isFunction || !isPlaceOnly) return firstOrg(after) ?? firstOrg(rest);
  }
  // "Plumber (Tradesman Plumber-Limited) — Apex Builders": brackets right after the title
  // qualify it (a licence, a level, how it was held); the employer follows them.
  const qualifier = TITLE_QUALIFIER_RE.exec(rest);
  return qualifier ? firstOrg(rest.slice(qualifier[0].length)) : firstOrg(rest);
}

const TITLE_QUALIFIER_RE = /^\s*\([^()]{1,60}\)(?=\s*(?:[–—|@,·•]|-\s|at\s))/;

// "Manager, Customer Success — Beaconly": a bare role word, its function after the comma
// and the employer after the dash read as one title, "Customer Success Manager".
const BARE_ROLE_RE =
  /^(?:manager|director|head|lead|analyst|specialist|coordinator|consultant|supervisor|vp|vice president)$/i;
const OF_ROLE_RE = /^(?:director|head|vp|vice president)$/i;
const FUNCTION_THEN_EMPLOYER_RE = /^,\s*([^,|()@–—]{2,60}?)\s*(?:[–—|@]|\s-\s|\sat\s)\s*(\S.*)$/;

/** The role's title, with the function a bare role word names after its comma. */
export function fullTitle(headLine: string, title: string): string {
  if (!BARE_ROLE_RE.test(title)) return title;
  const m = FUNCTION_THEN_EMPLOYER_RE.exec(headLine.slice(headLine.indexOf(title) + title.length));
  if (!m) return title;
  const [, role, employer] = m;
  const isFunction = !!skillNamed(role) || DEPARTMENT_RE.test(role);
  const isPlaceOnly = PLACE_FIRST_RE.test(employer) || !/[\s,(]/.test(employer);
  if (!/^\p{Lu}/u.test(role) || role.split(/\s+/).length > 4 || !isOrgName(role)) return title;
  if (ORG_NAME_RE.test(role) || (!isFunction && isPlaceOnly)) return title;
  return OF_ROLE_RE.test(title) ? `${title} of ${role}` : `${role} ${title}`;
}

const DEPARTMENT_RE =
  /^(?:sales|operations|marketing|finance|engineering|product|support|IT|HR|human resources|accounting|nursing|procurement|purchasing|logistics)$/i;

// A sentence ("Customer success leader with 8 years in B2B SaaS. I run QBRs...") is not a
// role heading, though it names a role.
const isSentenceLike = (line: string) =>
  /[.!?]\s+\S/.test(line) || line.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length > 10;

/** A role line ("Data Analyst, Tailspin (2020 - Present)") as title and organisation. */
export function parseRoleLine(line: string): RoleContext | null {
  // "Certifications: Certified Scrum Product Owner" names a credential, not a role.
  if (isBullet(line) || /^[^:]{1,30}:/.test(line) || isSentenceLike(line)) return null;
  const title = findResumeTitles(line)[0];
  if (!title) return null;
  return {
    title: displayTitle(fullTitle(line, title)),
    org: orgFrom(line, title),
    isCurrent: null,
  };
}

// A heading's first part that names an employer rather than a job ("Hartline Electric").
// The armed services: an employer, and where one served ("in the U.S. Army").
const SERVICES = "Army|Navy|Air Force|Marine Corps|Coast Guard|National Guard";
const ORG_NAME_RE = new RegExp(
  String.raw`\b(?:${SERVICES}|Co|Inc|LLC|Ltd|Corp|Corporation|Company|Group|Partners|Holdings|Electric|Services|Systems|Solutions|Industries|Enterprises|Associates|Hospital|Clinic|University|College|Bank|Agency|Labs?|Studios?|Foundation|Trust|Hotels?|Resorts?|Restaurants?|Networks|Pharmacy|Builders|Hospitality|Logistics|Properties|Realty|Dental|Medical)\.?$`,
);

// Short forms a title keeps in capitals that the English lexicon also lists as words.
const TITLE_ACRONYMS = new Set(
  "ICU ER OR HR IT LPN CNA RN NP PA MA CEO CFO COO CTO CIO CMO VP SVP EVP AVP DBA QA PM AP AR GL CPA EMT".split(
    " ",
  ),
);
const MINOR_WORDS = new Set(["of", "and", "for", "the", "to", "in", "at", "on", "a", "an", "or"]);

/**
 * A title written in capitals ("PAYROLL / ACCOUNTS PAYABLE CLERK") in title case, as it
 * reads in a sentence: "Payroll / Accounts Payable Clerk", "ICU RN" kept.
 */
export function displayTitle(heading: string): string {
  // "Server → Shift Lead": a promotion within one role heading.
  const title = heading
    .split(/→|->/)
    .map((part) => part.trim())
    .join(", then ");
  if (/\p{Ll}/u.test(title) || !/\p{Lu}{2}/u.test(title)) return title;
  return title.replace(/\p{Lu}+/gu, (word, at: number) => {
    const lower = word.toLowerCase();
    if (TITLE_ACRONYMS.has(word) || word.length < 2 || isUnknownWord(lower)) return word;
    if (at > 0 && MINOR_WORDS.has(lower)) return lower;
    return `${word[0]}${lower.slice(1)}`;
  });
}

/**
 * "Library Associate – Circulation & Children's Programs" over "Eastern Lancaster County
 * Library, New Holland, PA — Sept 2023 – Present": a heading with no dates names the title
 * (and its speciality); the employer opens the dated line below it.
 */
export function employerBelow(
  heading: string,
  below: string | undefined,
  now: Date,
): string | null {
  if (!below || isBullet(below) || dateRanges(heading, now).length > 0) return null;
  const datesAt = dateRanges(below, now)[0]?.index ?? 0;
  if (datesAt <= 0) return null;
  const named = below.slice(0, datesAt);
  return PLACE_FIRST_RE.test(named) ? null : firstOrg(named);
}

function datedRole(index: ResumeIndex, at: number): RoleContext {
  const role = index.roles[at];
  const nowMonths = monthsSinceYearZero(index.now);
  const heading = index.lines[role.line].text;
  const isTitled = findResumeTitles(heading).length > 0 || !ORG_NAME_RE.test(role.title);
  const below = index.lines[role.line + 1]?.text;
  // "U.S. Army, 91D Power Generation Equipment Repairer, Fort Cavazos, TX": the employer
  // first, then the title.
  const [, second] = heading.split(/(?<!\s)\s*[,|–—]\s*/);
  const isCurrent = role.ranges.some((r) => r.end >= nowMonths);
  if (!isTitled && second && TITLE_AFTER_ORG_RE.test(second))
    return { title: second, org: role.title, isCurrent };
  // "Alamo Geospatial, LLC — San Antonio, TX" over "Party Chief | January 2026 – present":
  // the employer's line first, the title on the dated line below it.
  const titleBelow = titleBeforeDates(heading, below, index.now);
  if (titleBelow) return { title: titleBelow, org: firstOrg(heading), isCurrent };
  return {
    title: isTitled ? displayTitle(fullTitle(heading, role.title)) : "",
    org: isTitled
      ? (employerBelow(heading, below, index.now) ??
        orgFrom(heading, role.title) ??
        employerAbove(index.lines[role.line - 1]?.text, index.now))
      : role.title,
    isCurrent,
  };
}

/**
 * The résumé's roles in résumé order (usually the latest first): its dated roles when it
 * has any, otherwise the lines that read as role headings.
 */
export function resumeRoles(resumeText: string): RoleContext[] {
  const index = cachedIndex(resumeText);
  if (index.roles.length > 0) return index.roles.map((_, at) => datedRole(index, at));
  return resumeText
    .split(/\r?\n/)
    .map((line) => parseRoleLine(line.trim()))
    .filter((role): role is RoleContext => role !== null);
}

/** The dated role a résumé line sits under, or null (a summary, a skills line, no dates). */
export function roleOfLine(resumeText: string, line: string): RoleContext | null {
  const index = cachedIndex(resumeText);
  const at = index.lines.find((l) => l.text === line.trim());
  return at && at.role !== null ? datedRole(index, at.role) : null;
}

// An employer's line ("Alamo Geospatial, LLC — San Antonio, TX"): the name before its
// first dash or bar ends in a company's word.
function isOrgLine(line: string): boolean {
  const cut = line.search(/[—–|·]/);
  return ORG_NAME_RE.test((cut < 0 ? line : line.slice(0, cut)).trim());
}
const TITLE_WORDS_RE = /^[\p{Lu}][\w/-]*(?:\s[\p{Lu}\d][\w/-]*){0,4}$/u;
const SEPARATOR_CHARS = " \t|·•,–—-";
const ROLE_END_RE = /(?:er|or|ist|ian|ant|ent|chief|lead|head|captain|foreman|II|III|IV)$/i;

/** "Alamo Geospatial, LLC — San Antonio, TX" over a dated "Party Chief | ..." line. */
function employerAbove(above: string | undefined, now: Date): string | null {
  if (!above || isBullet(above) || !isOrgLine(above)) return null;
  return dateRanges(above, now).length > 0 ? null : firstOrg(above);
}

/** The title that opens the dated line below an employer's line, or null. */
function titleBeforeDates(heading: string, below: string | undefined, now: Date): string | null {
  if (!below || isBullet(below) || !isOrgLine(heading)) return null;
  if (dateRanges(heading, now).length > 0) return null;
  const datesAt = dateRanges(below, now)[0]?.index ?? 0;
  let end = datesAt;
  while (end > 0 && SEPARATOR_CHARS.includes(below[end - 1])) end--;
  const named = below.slice(0, end);
  if (datesAt <= 0 || !TITLE_WORDS_RE.test(named) || !ROLE_END_RE.test(named)) return null;
  return displayTitle(named);
}

// A title of two to six words that ends in a worker's noun ("Equipment Repairer").
const TITLE_AFTER_ORG_RE =
  /^[\p{Lu}\d][\w-]*(?:\s+[\p{Lu}\d][\w-]*){1,5}(?:er|or|ist|ian|ant|ent)$/u;
const SERVICE_RE = new RegExp(String.raw`\b(?:${SERVICES})$`);

/** "an HR Manager at Acme", "a Repairer in the U.S. Army" (or without the organisation). */
export function roleAt(role: RoleContext): string {
  const org = role.org ?? "";
  const where = SERVICE_RE.test(org)
    ? `in the ${org.replace(/^the\s+/i, "")}`
    : org
      ? `at ${org}`
      : "";
  if (!role.title) return where;
  return `${withArticle(role.title)}${where ? ` ${where}` : ""}`;
}

/** "as an HR Manager at Acme", or "at Acme" for a role named only by its employer. */
export function asRole(role: RoleContext): string {
  return role.title ? `as ${roleAt(role)}` : roleAt(role);
}

export function latestRole(resumeText: string): RoleContext | null {
  return resumeRoles(resumeText)[0] ?? null;
}
