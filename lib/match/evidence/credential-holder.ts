import type { JobAsk } from "../asks/types";
import { getSkill, matchSkills } from "../skill-matcher";
import type { ResumeIndex } from "../resume/index-resume";

// "Under a licensed journeyman", "with the CPA": the words name someone the person worked with.
const OTHER_HOLDER_RE =
  /\b(?:under|with|alongside|assist(?:ed|ing)?|help(?:ed|ing)?|support(?:ed|ing)?|shadow(?:ed|ing)?|for|to|by|reporting to)\s+(?:a|an|the|our|their|outside|external)\s+(?:[\w/-]+\s+){0,2}$/i;

// "Sitting for the CPA exam" is about the credential, not a person who holds it.
const CREDENTIAL_THING_RE =
  /^\s*(?:exams?|examination|test|track|program|course|coursework|review|requirements?)\b/i;

export const namesAnotherHolder = (line: string, matched: string[]) =>
  matched.some((word) => {
    const at = line.toLowerCase().indexOf(word.toLowerCase());
    return (
      at >= 0 &&
      OTHER_HOLDER_RE.test(line.slice(Math.max(0, at - 60), at)) &&
      !CREDENTIAL_THING_RE.test(line.slice(at + word.length))
    );
  });

/**
 * "NATE Ready-to-Work" for "NATE certification", "Physical Therapist Assistant" for a PT
 * licence: every word found lies inside the name of another skill the vocabulary knows,
 * so the line shows that one, not the credential asked for.
 */
export function namesOtherCredential(
  line: string,
  matched: string[],
  asked: ReadonlySet<number>,
): boolean {
  if (matched.length === 0) return false;
  const others = matchSkills(line).filter((m) => !asked.has(m.skillId));
  if (others.length === 0) return false;
  const lower = line.toLowerCase();
  return matched.every((word) => {
    const at = lower.indexOf(word.toLowerCase());
    return at >= 0 && others.some((m) => m.start <= at && at + word.length <= m.end);
  });
}

const BOTH_RE = /\(([^()]*\band\b[^()]*)\)/;

/**
 * "Forklift certification (sit-down and reach truck)": each kind the brackets join with
 * "and" is needed, so a résumé that never names one is not held; its name, or null.
 */
export function missingListedType(ask: JobAsk, index: ResumeIndex): string | null {
  if (ask.type !== "licence" || !ask.skillIds || ask.skillIds.length < 2) return null;
  const listed = BOTH_RE.exec(ask.asked)?.[1];
  if (!listed) return null;
  const missing = matchSkills(listed)
    .map((m) => m.skillId)
    .find((id) => ask.skillIds!.includes(id) && !index.skillLines.has(id));
  return missing === undefined ? null : `no line shows ${getSkill(missing).name.toLowerCase()}`;
}

const CLASS_RE = /\bclass\s+([abc])\b|\bcdl[- ]?([abc])\b/i;

// A trade licence's grades, lowest first.
const GRADES = ["apprentice", "tradesman", "journeyman", "master"];
const GRADE_RE = new RegExp(`\\b(?:${GRADES.join("|")})\\b`, "gi");

/** The grades a text names, as positions in GRADES. */
const gradesIn = (text: string) =>
  Array.from(text.matchAll(GRADE_RE), (m) => GRADES.indexOf(m[0].toLowerCase()));

/**
 * A licence of another class ("Class B" for "Class A CDL") or of a lower grade (a
 * tradesman's for a journeyman's) does not meet the ask.
 */
export function classMismatch(asked: string, line: string): string | null {
  const wanted = CLASS_RE.exec(asked);
  const held = CLASS_RE.exec(line);
  if (wanted && held) {
    const a = (wanted[1] ?? wanted[2]).toUpperCase();
    const b = (held[1] ?? held[2]).toUpperCase();
    return a === b ? null : `Class ${b} held; the posting asks for Class ${a}`;
  }
  const [grade] = gradesIn(asked);
  const heldGrades = gradesIn(line);
  if (grade === undefined || heldGrades.length === 0 || Math.max(...heldGrades) >= grade)
    return null;
  const name = (g: number) => GRADES[g][0].toUpperCase() + GRADES[g].slice(1);
  return `${name(Math.max(...heldGrades))} held; the posting asks for ${name(grade)}`;
}
