import type { JobAsk, WeightedConcept } from "./asks/types";
import { UNFINISHED_RE } from "./degrees";
import {
  credentialLine,
  credentialSkillLine,
  CREDENTIAL_WORD_RE,
  EXPIRED_RE,
  fieldCertificateLine,
  isCredentialSkill,
  isDegreeOnly,
  isListLine,
} from "./evidence/credential-lines";
import {
  conceptEvidence,
  isEvidenceLine,
  LINE_SHARE,
  type LineFilter,
} from "./evidence/concept-evidence";
import {
  countEvidence,
  countsWorkload,
  isTypingSpeed,
  typingEvidence,
  workloadEvidence,
} from "./evidence/count-evidence";
import { stageEvidence } from "./evidence/stage-evidence";
import { skillAlternatives, withMembers, withSimilar } from "./evidence/skill-evidence";
import { OR_KIND_RE } from "./asks/read-item";
import {
  checkDegree,
  checkLanguage,
  checkLeadership,
  checkYears,
  type Checked,
} from "./evidence/structured-evidence";
import { checkBudget } from "./evidence/budget-evidence";
import { checkProgram } from "./evidence/program-evidence";
import { jurisdictionsIn } from "./places";
import type { ResumeIndex, ResumeLine } from "./resume/index-resume";
import { ADVANCED_RE } from "./stop-words";
import { boundedMemo } from "./bounded-memo";
import { fromIndex } from "./resume/index-memo";
import { getSkill, matchSkills } from "./skill-matcher";
import {
  classMismatch,
  missingListedType,
  namesAnotherHolder,
  namesOtherCredential,
} from "./evidence/credential-holder";

/** An ask's evidence: the line (null: not shown), the words that show it, and a note. */
export type AskEvidence = {
  /** The ask's name; a group of alternatives is named for the member found. */
  keyword: string;
  evidence: string | null;
  matched: string[];
  detail?: string;
  /** The line that shows part of an ask it does not cover (some of its words). */
  partial?: string;
};

const COMPACT_RE = /\b(?:compact|multi-?state|nlc)\b/i;

/** A licence held in another jurisdiction does not meet one asked for a named place. */
function jurisdictionNote(ask: JobAsk, line: string): { ok: boolean; detail?: string } {
  if (!ask.jurisdiction) return { ok: true };
  const named = jurisdictionsIn(line);
  if (named.includes(ask.jurisdiction) || COMPACT_RE.test(line)) return { ok: true };
  if (named.length > 0)
    return { ok: false, detail: `held in ${named[0]}; the posting asks for ${ask.jurisdiction}` };
  return {
    ok: true,
    detail: `the résumé does not say where it is held; the posting asks for ${ask.jurisdiction}`,
  };
}

function fromChecked(ask: JobAsk, checked: Checked): AskEvidence {
  return {
    keyword: ask.keyword,
    evidence: checked.covered && checked.line ? checked.line.text : null,
    matched: checked.matched,
    detail: checked.detail || undefined,
  };
}

/** "Advanced SQL" in a list needs the word advanced beside it or a detail in brackets. */
function showsAdvanced(line: string, matched: string[]): boolean {
  return matched.some((word) => {
    const at = line.indexOf(word);
    if (at < 0) return false;
    const around = line.slice(Math.max(0, at - 25), at + word.length + 25);
    return ADVANCED_RE.test(around) || /^\s*\(/.test(line.slice(at + word.length));
  });
}

const MAX_HOLDER_TRIES = 3;

/** What a held credential's line is checked against: the ask's words and the skills they name. */
type HeldAsk = { asked: string; skills: ReadonlySet<number> };

/**
 * The best line for a held credential whose words are not about someone else, nor part of
 * another credential's name (a licence of another class is kept: its answer says so).
 */
function heldEvidence(
  index: ResumeIndex,
  alternatives: WeightedConcept[][],
  accept: LineFilter,
  held: HeldAsk | null,
) {
  const refused = new Set<string>();
  for (let tries = 0; tries < MAX_HOLDER_TRIES; tries++) {
    const found = conceptEvidence(
      index,
      alternatives,
      (line) => !refused.has(line.text) && accept(line),
    );
    if (!found || !held) return found;
    const { text } = found.line;
    const isOther =
      namesOtherCredential(text, found.matched, held.skills) && !classMismatch(held.asked, text);
    if (!namesAnotherHolder(text, found.matched) && !isOther) return found;
    refused.add(text);
  }
  return null;
}

/**
 * A licence asked in one state is shown by the line that names that state, before any
 * line that names none ("Registered Dental Hygienist" in a headline); when the only
 * lines that name a state name another, that line answers (and is refused as held there).
 */
function placedEvidence(
  ask: JobAsk,
  index: ResumeIndex,
  alternatives: WeightedConcept[][],
  accept: LineFilter,
  held: HeldAsk | null,
) {
  const named = (line: ResumeLine) => jurisdictionsIn(line.text).length > 0;
  const here = (line: ResumeLine) => jurisdictionNote(ask, line.text).ok;
  for (const filter of [
    (line: ResumeLine) => accept(line) && here(line) && (named(line) || COMPACT_RE.test(line.text)),
    (line: ResumeLine) => accept(line) && named(line),
  ]) {
    const found = heldEvidence(index, alternatives, filter, held);
    if (found && found.share >= LINE_SHARE) return found;
  }
  return heldEvidence(index, alternatives, accept, held);
}

const ELIGIBLE_RE = /\beligible\b/i;
// A line about a thing not yet had ("Studying for NABCEP PV Associate"); "pending files"
// and "scheduled pages" are work.
const PURSUING_RE =
  /\b(?:studying for|preparing for|pursuing|working towards?|sitting for|enrolled in|in progress|application (?:submitted|approved|accepted)|exam (?:planned|scheduled))\b/i;

/**
 * "CPA or CPA-eligible": the credential held, or on the way to it ("Sitting for the CPA
 * exam, FAR and AUD passed"), shows the ask; someone else's ("the outside CPA") does not.
 */
function eligibleEvidence(
  ask: JobAsk,
  alternatives: WeightedConcept[][],
  index: ResumeIndex,
): AskEvidence | null {
  const credentials = alternatives.flat().filter((c) => c.anyOf !== undefined);
  if (credentials.length === 0) return null;
  const found = heldEvidence(
    index,
    credentials.map((c) => [c]),
    (line) => isEvidenceLine(line) && !EXPIRED_RE.test(line.text),
    heldAsk(ask, []),
  );
  if (!found || found.share < LINE_SHARE) return null;
  const detail = UNFINISHED_RE.test(found.line.text) ? "on the way to it" : undefined;
  return {
    keyword: ask.keyword,
    evidence: found.line.text,
    matched: found.matched,
    ...(detail ? { detail } : {}),
  };
}

/** The ask's words, and the skills it names by its ids (with their members) and in those words. */
const heldAsk = (ask: JobAsk, skillIds: number[]): HeldAsk => ({
  asked: ask.asked,
  skills: new Set([
    ...skillIds.flatMap(withMembers),
    ...matchSkills(ask.asked).map((m) => m.skillId),
  ]),
});

function conceptAsk(ask: JobAsk, index: ResumeIndex): AskEvidence {
  const isSkill = ask.type !== "phrase" && ask.skillIds !== undefined;
  const skillIds = isSkill
    ? OR_KIND_RE.test(ask.asked)
      ? withSimilar(ask.skillIds!)
      : ask.skillIds!
    : [];
  const alternatives = isSkill ? skillAlternatives(skillIds) : (ask.concepts ?? []);
  const base = isCredentialSkill(ask)
    ? credentialSkillLine
    : ask.type === "licence"
      ? isSkill
        ? fieldCertificateLine
        : credentialLine
      : isEvidenceLine;
  // An expired certificate is not held; "Advanced SQL" is not shown by SQL in a list.
  const isHeld =
    ask.type === "licence" || isCredentialSkill(ask) || CREDENTIAL_WORD_RE.test(ask.asked);
  // Nor is any credential held while its application or course is still under way.
  const accept = (line: ResumeLine) =>
    base(line) &&
    !EXPIRED_RE.test(line.text) &&
    !UNFINISHED_RE.test(line.text) &&
    !isDegreeOnly(ask, line);
  if (ELIGIBLE_RE.test(ask.asked)) {
    const eligible = eligibleEvidence(ask, alternatives, index);
    if (eligible) return eligible;
  }
  // A stage decides: a Series A startup is not the Series C one asked for.
  const stage = isSkill ? undefined : stageEvidence(ask.asked, index);
  if (stage !== undefined)
    return {
      keyword: ask.keyword,
      evidence: stage?.text ?? null,
      matched: [],
      ...(stage ? {} : { detail: "no line names a company at that stage" }),
    };
  // A typing speed is met by the speed, not by the word "typing": 35 WPM is not 40.
  if (!isSkill && isTypingSpeed(ask.asked)) return typingEvidence(ask, index);
  // "Studying for NABCEP PV Associate (exam scheduled ...)": no line on the way to a thing
  // shows it done.
  const filter = isHeld
    ? accept
    : isSkill
      ? base
      : (line: ResumeLine) => base(line) && !PURSUING_RE.test(line.text);
  const held = isHeld ? heldAsk(ask, skillIds) : null;
  const found = ask.jurisdiction
    ? placedEvidence(ask, index, alternatives, filter, held)
    : heldEvidence(index, alternatives, filter, held);
  if (!found || found.share < LINE_SHARE) {
    const counted = isSkill ? null : countEvidence(ask.asked, index);
    if (counted) return { keyword: ask.keyword, evidence: counted.text, matched: [] };
  }
  if (!found) return { keyword: ask.keyword, evidence: null, matched: [] };
  if (found.share < LINE_SHARE)
    return {
      keyword: ask.keyword,
      evidence: null,
      matched: found.matched,
      partial: found.line.text,
    };
  if (ask.isAdvanced && isListLine(found.line) && !showsAdvanced(found.line.text, found.matched))
    return {
      keyword: ask.keyword,
      evidence: null,
      matched: [],
      detail: "listed, but nothing shows advanced use",
    };
  if (countsWorkload(ask.asked)) return workloadEvidence(ask, index, found);
  const mismatch = classMismatch(ask.asked, found.line.text) ?? missingListedType(ask, index);
  if (mismatch) return { keyword: ask.keyword, evidence: null, matched: [], detail: mismatch };
  const keyword =
    isSkill && ask.skillIds!.length > 1 ? alternatives[found.alternative][0].word : ask.keyword;
  const place = jurisdictionNote(ask, found.line.text);
  if (!place.ok) return { keyword, evidence: null, matched: [], detail: place.detail };
  return { keyword, evidence: found.line.text, matched: found.matched, detail: place.detail };
}

/*
 * An ask's evidence depends on the ask and the résumé alone, and one résumé meets the same
 * asks in posting after posting ("React", "5+ years"): each is looked for once per index,
 * in a memo kept with it: at most 1,000 asks whose description (as JSON, typically 250
 * characters, 800 at most in the evidence sets) is up to 1,000 characters long.
 */
const MEMO_ASKS = 1_000;
const MEMO_ASK_CHARS = 1_000;

export function findEvidence(ask: JobAsk, index: ResumeIndex): AskEvidence {
  const key = JSON.stringify(ask);
  if (key.length > MEMO_ASK_CHARS) return readEvidence(ask, index);
  const memo = fromIndex(index, "evidence", () => boundedMemo<AskEvidence>(MEMO_ASKS));
  const found = memo(key, () => readEvidence(ask, index));
  // A copy: callers put `matched` in their results.
  return { ...found, matched: [...found.matched] };
}

function readEvidence(ask: JobAsk, index: ResumeIndex): AskEvidence {
  switch (ask.type) {
    case "years":
      return fromChecked(ask, checkYears(ask, index));
    case "leadership":
      return fromChecked(ask, checkLeadership(ask, index));
    case "budget":
      return fromChecked(ask, checkBudget(ask, index));
    case "degree":
      return fromChecked(ask, ask.isProgram ? checkProgram(ask, index) : checkDegree(ask, index));
    case "language":
      return fromChecked(ask, checkLanguage(ask, index));
    default:
      return conceptAsk(ask, index);
  }
}

/** A skill ask's name for keyword lists: the skill, or the group's label. */
export function askSkillNames(ask: JobAsk): string[] {
  return (ask.skillIds ?? []).map((id) => getSkill(id).name);
}
