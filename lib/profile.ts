import type { CurrentUser } from "./types";

/** Spec 1 §9: analyzed job titles shown. */
export const SHOWN_JOB_TITLES = 3;
export const FALLBACK_DISPLAY_NAME = "Your Candidate Profile";
/** Two letters derived from the product name (Shortlist). */
export const FALLBACK_INITIALS = "SL";

type NameFields = Pick<CurrentUser, "firstName" | "lastName" | "email">;

/** First and last name; otherwise the part of the email before '@'; otherwise a generic label. */
export function displayName(user: NameFields | null | undefined): string {
  const fullName = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  if (fullName) return fullName;
  const localPart = user?.email?.split("@")[0]?.trim();
  return localPart || FALLBACK_DISPLAY_NAME;
}

const firstLetter = (word: string | null | undefined) => word?.match(/\p{L}/u)?.[0] ?? "";

/** At most two letters: first and last name, else the display name's words, else 'SL'. */
export function initials(user: NameFields | null | undefined): string {
  const fromNames = firstLetter(user?.firstName) + firstLetter(user?.lastName);
  if (fromNames) return fromNames.toUpperCase();
  const name = displayName(user);
  if (name === FALLBACK_DISPLAY_NAME) return FALLBACK_INITIALS;
  // Email local parts like "jane.doe" or "jane_doe" count as two words.
  const words = name.split(/[\s._+-]+/).filter(Boolean);
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map(firstLetter)
    .join("");
  return letters ? letters.toUpperCase() : FALLBACK_INITIALS;
}

type TargetFields = { analyzedJobTitles?: string[] | null; targetRoles?: string[] | null };

/**
 * The roles the person targets: the title held now (the keyword analysis's first job
 * title; analyses saved before target roles existed also hold past titles after it), then
 * the ones they added, each once whatever its case.
 */
export function targetedRoles(resume: TargetFields | null | undefined): string[] {
  const current = (resume?.analyzedJobTitles ?? []).slice(0, 1);
  const roles = [...current, ...(resume?.targetRoles ?? [])]
    .map((title) => title.trim())
    .filter(Boolean);
  return roles.filter(
    (title, index) =>
      roles.findIndex((other) => other.toLowerCase() === title.toLowerCase()) === index,
  );
}

/** The banner's subtitle (spec 1 §2 Dashboard, item 1), from the targeted roles. */
export function profileSubtitle(resume: TargetFields | null | undefined): string {
  const titles = targetedRoles(resume).slice(0, SHOWN_JOB_TITLES);
  if (titles.length === 1) return `Targeting ${titles[0]}`;
  if (titles.length > 1) return `Targeting ${titles[0]} +${titles.length - 1} more`;
  return resume
    ? "Run keyword analysis to surface your focus roles"
    : "Add your résumé to unlock personalized insights";
}
