import { isCondition } from "./asks/conditions";
import { boundedMemo } from "./bounded-memo";
import { isBullet } from "./bullets";
import { sentenceRole, withoutLeadIn } from "./sentence-role";
import type { RequirementKind } from "./types";

type Section = "required" | "preferred" | "duties" | "ignore" | "none";

export type RequirementLine = {
  text: string;
  kind: RequirementKind;
  /** The kind its section gives, for the parts of the line without a cue of their own. */
  sectionKind: RequirementKind;
  /** About the company, read for the job's conditions only. */
  conditionsOnly?: boolean;
  /** From a qualifications section or with an explicit cue: phrases are worth extracting. */
  isQualification: boolean;
  /** Opened by a bullet's label ("Perform scheduled maintenance: ..."): its first clause is what the rest list. */
  isLabelled?: boolean;
};

const HEADINGS: [Section, RegExp][] = [
  [
    "preferred",
    /^(?:nice[- ]to[- ]haves?|preferred|bonus|pluses|desired|desirable|additional qualifications|extra credit|good to have|it'?s a plus|even better|(?:also |would be )?helpful)/i,
  ],
  [
    "required",
    /^(?:requirements?|(?:minimum|basic|required|key|essential) (?:qualifications|requirements|skills)|qualifications|required|must[- ]haves?|what you(?:'ll| will)? (?:need|bring)|what we(?:'re| are) looking for|who you are|you (?:have|bring|are|might be)|about you|your (?:profile|background|skills|experience)|(?:technical )?skills|experience|competencies)/i,
  ],
  [
    "duties",
    /^(?:responsibilities|key responsibilities|duties|what you(?:'ll|’ll| will) (?:do|own|work on|be doing|lead|achieve|tackle|accomplish|be responsible for)|your (?:responsibilities|day|mission)|the opportunity|the role|your role|about the role|day[- ]to[- ]day|in this role|your impact|the job|the work|role overview|job summary|summary)/i,
  ],
  [
    "ignore",
    /^(?:about(?: [\w&.'-]+){0,3}|benefits|perks|what we offer|why (?:join|work)|compensation|salary|pay|equal opportunity|eeo|our (?:values|culture|mission|story)|how to apply|location|who we are|life at)/i,
  ],
];

const PREFERRED_CUE =
  /\b(?:nice[- ]to[- ]have|a plus|an advantage|advantageous|bonus|preferred|preferably|ideally|desirable|desired|helpful|not required)\b/i;
const REQUIRED_CUE = /\b(?:must|required|mandatory|essential|minimum of|at least)\b/i;
// What the employer gives, wherever it stands: "We offer tuition help, medical/dental/vision",
// "$32–$44/hour depending on experience, plus ...".
const OFFER_RE =
  /^(?:(?:we(?:'ll|’ll| will)? (?:offer|provide|pay|give|cover|match|reimburse|contribute)|benefits|perks)\b|[$£€]\s?\d[\d,.]*k?\s*(?:[–—-]|to)\s*[$£€]?\d)/i;
const BULLET_RE = /^(?:[-*•·▪◦‣–—>]+|\(?\d{1,2}[.)])\s*/;
// A short capitalised word's period ("Minn. Stat. 260E", "Dr. Lee") ends no sentence.
const SENTENCE_SPLIT_RE = /(?<=(?:[;!?]|(?<!\b\p{Lu}\p{Ll}{0,3})\.))\s+(?=[A-Z(])/u;

// What may follow a heading's key words ("Skills & Experience", "Requirements (must have)").
const HEADING_TAIL_RE =
  /^(?:[\s&,/:]|and|qualifications|skills|experience|requirements|responsibilities|benefits|perks|compensation|pay|salary|\([^()]*\))*$/i;

function headingSection(text: string): Section | null {
  if (text.split(/\s+/).length > 7) return null;
  const hasColon = text.endsWith(":");
  for (const [section, re] of HEADINGS) {
    const m = re.exec(text);
    if (m && (hasColon || HEADING_TAIL_RE.test(text.slice(m[0].length)))) return section;
  }
  return hasColon ? "none" : null;
}

/** A clause's own kind when it says so ("MBA preferred"), otherwise its line's. */
export function clauseKind(text: string, lineKind: RequirementKind): RequirementKind {
  if (PREFERRED_CUE.test(text)) return "preferred";
  if (REQUIRED_CUE.test(text)) return "required";
  return lineKind;
}

function kindOf(text: string, section: Section): RequirementKind {
  if (PREFERRED_CUE.test(text)) return "preferred";
  if (REQUIRED_CUE.test(text)) return "required";
  return section === "preferred" ? "preferred" : "required";
}

/**
 * Splits a job description into requirement lines (bullets and sentences), each marked
 * required or preferred by its section heading or by its own wording. Lines under
 * "About us", "Benefits" and similar headings are dropped: a company's stack or perks
 * are not asks of the candidate.
 */
function cleanLine(rawLine: string) {
  return rawLine
    .trim()
    .replace(BULLET_RE, "")
    .replace(/[*_#]+/g, "")
    .trim();
}

function lineHeading(line: string): { section: Section | null; colon: number } {
  // "8:00 am" is a time, not a heading's colon.
  const colon = line.search(/(?<!\d):|:(?!\d)/);
  const head = colon > 0 ? line.slice(0, colon + 1) : line;
  return { section: /[.!?]$/.test(head) ? null : headingSection(head), colon };
}

const BULLET_START_RE = /^\s*(?:[-*•·▪◦‣–—>]|\(?\d{1,2}[.)])\s*/;

function isListTitle(rawLines: string[], index: number): boolean {
  const line = rawLines[index].trim();
  if (!line || BULLET_START_RE.test(line) || /[.,;!?]$/.test(line) || line.split(/\s+/).length > 5)
    return false;
  for (let at = index + 1; at < rawLines.length; at++)
    if (rawLines[at].trim()) return BULLET_START_RE.test(rawLines[at]);
  return false;
}

/**
 * The posting's own header: its first lines, with no sentence in them, up to a blank line, a
 * bullet or a section heading. A posting pasted from its "Requirements" heading has none.
 */
function headerLength(rawLines: string[]): number {
  let n = 0;
  for (; n < rawLines.length; n++) {
    const line = rawLines[n].trim();
    if (!line || BULLET_START_RE.test(line) || lineHeading(cleanLine(line)).section) return n;
    if (/[.!?]\s*$/.test(line) || line.split(/\s+/).length > 14) return 0;
  }
  return 0;
}

/** The posting's title and company lines ("Acme — Remote (US, Eastern time zone)"). */
export function postingHeader(description: string): string[] {
  const rawLines = description.split(/\r?\n/);
  return rawLines.slice(0, headerLength(rawLines)).map(cleanLine);
}

/** A sentence as a requirement line under its section, or null when it asks nothing. */
function readSentence(text: string, section: Section): RequirementLine | null {
  const role = sentenceRole(text);
  // "About the role" opens with the company ("Riverbend is a 14-provider practice"): a
  // duties section's sentence about the company asks nothing either.
  const isOpen = section === "none" || section === "ignore" || section === "duties";
  // "This role is hybrid, in the Harrisburg office two days a week": about the job, and
  // a condition of it.
  if ((role === "about" || section === "ignore") && role !== "candidate" && isCondition(text))
    return {
      text,
      kind: "required",
      sectionKind: "required",
      isQualification: false,
      conditionsOnly: true,
    };
  if ((role === "about" && isOpen) || OFFER_RE.test(text)) return null;
  if (section === "ignore" && role !== "candidate") return null;
  const hasCue = PREFERRED_CUE.test(text) || REQUIRED_CUE.test(text);
  return {
    text: withoutLeadIn(text),
    kind: kindOf(text, section === "ignore" ? "none" : section),
    sectionKind: section === "preferred" ? "preferred" : "required",
    isQualification: section === "required" || section === "preferred" || hasCue,
  };
}

/*
 * A sentence's reading depends on it and its section alone, and postings repeat sentences
 * (boilerplate): each is read once, in a bounded memo (2,000 of up to 600 characters) that
 * callers get copies from.
 */
const MEMO_SENTENCES = 2_000;
const MEMO_SENTENCE_CHARS = 600;
const sentenceMemo = boundedMemo<RequirementLine | null>(MEMO_SENTENCES);

function readingOf(text: string, section: Section): RequirementLine | null {
  if (text.length > MEMO_SENTENCE_CHARS) return readSentence(text, section);
  return sentenceMemo(`${section}|${text}`, () => readSentence(text, section));
}

type CleanedLine = { text: string; heading: ReturnType<typeof lineHeading> };
const lineMemo = boundedMemo<CleanedLine>(MEMO_SENTENCES);

/** A raw line cleaned, with the heading it may be (kept like sentences; shared, not changed). */
function cleanedLine(raw: string): CleanedLine {
  const read = () => {
    const text = cleanLine(raw);
    return { text, heading: lineHeading(text) };
  };
  return raw.length > MEMO_SENTENCE_CHARS ? read() : lineMemo(raw, read);
}

export function splitRequirements(description: string): RequirementLine[] {
  const out: RequirementLine[] = [];
  const rawLines = description.split(/\r?\n/);
  const cleaned = rawLines.map(cleanedLine);
  const lines = cleaned.map((c) => c.text);
  // The title and company lines are not asks.
  const skip = headerLength(rawLines);
  // With a requirements section present, untitled text and "About us" sections hold asks
  // only in sentences addressed to the candidate ("You will administer medications").
  const headings = cleaned.map((c) => c.heading);
  const hasQualifications = headings.some(
    ({ section }) => section === "required" || section === "preferred",
  );
  let section: Section = hasQualifications ? "ignore" : "none";
  lines.forEach((raw, index) => {
    let line = raw;
    if (!line || index < skip) return;
    const found = headings[index];
    const { colon } = found;
    // "- Strong electrical troubleshooting skills: reading wiring diagrams, ...": a bullet's
    // label is an ask of its own, not a heading that ends the list's section.
    const isBulletLabel = found.section === "none" && colon > 0 && isBullet(rawLines[index]);
    const label = isBulletLabel ? line.slice(0, colon) : null;
    // A short title line over a list ("What you'll own", "The team") is a heading too.
    const headSection = isBulletLabel
      ? null
      : (found.section ?? (isListTitle(rawLines, index) ? "none" : null));
    if (headSection) {
      section = headSection;
      line = colon > 0 ? line.slice(colon + 1).trim() : "";
      if (!line) return;
    }
    // The label stays with the list's first sentence ("Apply modalities: NMES/TENS, ...").
    const sentences =
      label === null
        ? line.split(SENTENCE_SPLIT_RE)
        : line
            .slice(colon + 1)
            .trim()
            .split(SENTENCE_SPLIT_RE)
            .map((sentence, i) => (i === 0 ? `${label}; ${sentence}` : sentence));
    for (const sentence of sentences) {
      const text = sentence.trim();
      if (text.length < 2) continue;
      const read = readingOf(text, section);
      if (read)
        out.push({ ...read, ...(label && text.startsWith(label) ? { isLabelled: true } : {}) });
    }
  });
  return out;
}
