import type { Skill, SkillMatch, Token } from "./types";
import { formKey, tokenize } from "./tokenize";
import { VOCABULARY } from "./vocabulary";
import type { SkillForm } from "./vocabulary/parse-vocabulary";

type Terminal = SkillForm & { tokens: string[] };
type TrieNode = { children: Map<string, TrieNode>; terminals: Terminal[] };

// Words that, on the same line, show an ambiguous term ("Go", "R", "C") is meant as a skill.
const CONTEXT_WORDS = new Set([
  "programming",
  "language",
  "languages",
  "code",
  "coding",
  "developer",
  "scripting",
  "scripts",
  "microservices",
  "backend",
  "statistical",
  "packages",
  "libraries",
  "stack",
]);
const SENTENCE_END_RE = /[.!?]\s*$/;
// A list item goes on with a separator, the line's end, or a bracketed detail and then one:
// "Word (tables of authorities, styles), Excel".
const LIST_FOLLOW_RE = /^\s*(?:[,;/)]|$|\([^()\n]{0,80}\)\s*(?:[,;/]|$))/;

let trie: TrieNode | null = null;

function newNode(): TrieNode {
  return { children: new Map(), terminals: [] };
}

/** Built once per process: one token trie over every form, so a match is one pass. */
function getTrie(): TrieNode {
  if (trie) return trie;
  const root = newNode();
  for (const form of VOCABULARY.forms) {
    const tokens = tokenize(form.form).map((t) => t.text);
    let node = root;
    for (const key of formKey(form.form)) {
      let next = node.children.get(key);
      if (!next) node.children.set(key, (next = newNode()));
      node = next;
    }
    node.terminals.push({ ...form, tokens });
  }
  trie = root;
  return root;
}

function caseMatches(terminal: Terminal, tokens: Token[], from: number): boolean {
  if (!terminal.isCaseSensitive) return true;
  return terminal.tokens.every((text, i) => tokens[from + i].text === text);
}

function isAtSentenceStart(text: string, token: Token): boolean {
  const lineStart = text.lastIndexOf("\n", token.start - 1) + 1;
  const before = text.slice(lineStart, token.start);
  return /^[\s\-*•·▪◦‣–—\d.)]*$/.test(before) || SENTENCE_END_RE.test(before);
}

// A letter after these names a stage, grade or class, not a language: "Series C",
// "Class A CDL", "Grade B".
const LABEL_WORDS = new Set([
  "series",
  "class",
  "grade",
  "round",
  "type",
  "level",
  "tier",
  "plan",
  "vitamin",
  "hepatitis",
  "section",
  "part",
  "schedule",
  "form",
]);

// "ABA-approved program", "CAAHEP-accredited": the word names who approves, not a skill.
const APPROVAL_WORDS = new Set(["approved", "accredited", "endorsed", "recognized", "recognised"]);

function namesApprover(tokens: Token[], end: number): boolean {
  const next = tokens[end + 1];
  return next !== undefined && next.isGluedPrev && APPROVAL_WORDS.has(next.lower);
}

/** "MD-102", "AZ-900": an exam's code, not the skill its letters spell. */
function isExamCode(tokens: Token[], start: number, end: number): boolean {
  const next = tokens[end + 1];
  return (
    start === end &&
    /^[A-Z]{2,3}$/.test(tokens[start].text) &&
    next !== undefined &&
    next.isGluedPrev &&
    /^\d{2,4}$/.test(next.text)
  );
}

/** Ambiguous words need exact case, no hyphen glue, and a list or skills context. */
function ambiguousOk(text: string, tokens: Token[], index: number): boolean {
  const token = tokens[index];
  const next = tokens[index + 1];
  const previous = tokens[index - 1];
  if (token.isGluedPrev || (next && next.isGluedPrev && next.line === token.line)) return false;
  if (previous && previous.line === token.line && LABEL_WORDS.has(previous.lower)) return false;
  if (isAtSentenceStart(text, token)) {
    const lineEnd = text.indexOf("\n", token.end);
    return LIST_FOLLOW_RE.test(text.slice(token.end, lineEnd === -1 ? undefined : lineEnd));
  }
  return true;
}

type Candidate = SkillMatch & { isAmbiguous: boolean; tokenIndex: number };

/** Finds vocabulary skills in text: longest match wins, matches never overlap. */
// "gmail" in "jo@gmail.com" or "linkedin" in "linkedin.com/in/jo" is an address, not a skill.
const ADDRESS_RE =
  /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?:\/\/|www\.)\S+|(?<![\w.-])[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|io|dev|me|co)\/\S*/gi;

function addressSpans(text: string): { start: number; end: number }[] {
  if (!/[@/]/.test(text)) return [];
  return [...text.matchAll(ADDRESS_RE)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
}

export function matchSkills(text: string, tokens: Token[] = tokenize(text)): SkillMatch[] {
  const root = getTrie();
  const found: Candidate[] = [];
  for (let i = 0; i < tokens.length;) {
    let node: TrieNode | undefined = root;
    let best: Terminal | null = null;
    let bestEnd = i;
    // A multi-word skill never spans a line or punctuation ("Figma, prototyping").
    for (
      let j = i;
      j < tokens.length &&
      (j === i || (tokens[j].line === tokens[i].line && !tokens[j].hasBreakBefore));
      j++
    ) {
      node = node.children.get(tokens[j].lower);
      if (!node) break;
      for (const terminal of node.terminals) {
        if (
          caseMatches(terminal, tokens, i) &&
          (!terminal.isAmbiguous || ambiguousOk(text, tokens, i))
        ) {
          best = terminal;
          bestEnd = j;
          break;
        }
      }
    }
    if (!best || namesApprover(tokens, bestEnd) || isExamCode(tokens, i, bestEnd)) {
      i++;
      continue;
    }
    found.push({
      skillId: best.skillId,
      line: tokens[i].line,
      start: tokens[i].start,
      end: tokens[bestEnd].end,
      isAmbiguous: best.isAmbiguous,
      tokenIndex: i,
    });
    i = bestEnd + 1;
  }
  const addresses = addressSpans(text);
  return found
    .filter((m) => !addresses.some((a) => m.start >= a.start && m.end <= a.end))
    .filter((m) => !m.isAmbiguous || hasSkillContext(m, found, tokens))
    .map(({ skillId, line, start, end }) => ({ skillId, line, start, end }));
}

// Capitalised after these ("experience with Go", "models in R"), the word is the skill.
const LEAD_IN_WORDS = new Set(["with", "in", "using", "and", "or", "of"]);

function hasSkillContext(match: Candidate, all: Candidate[], tokens: Token[]): boolean {
  if (all.some((o) => o.line === match.line && !o.isAmbiguous)) return true;
  const before = tokens[match.tokenIndex - 1];
  if (before && before.line === match.line && LEAD_IN_WORDS.has(before.lower)) return true;
  return tokens.some((t) => t.line === match.line && CONTEXT_WORDS.has(t.lower));
}

export function getSkill(id: number): Skill {
  return VOCABULARY.skills[id];
}

/** Canonical name for a term if the whole term is a vocabulary form ("k8s" -> "Kubernetes"). */
export function resolveSkill(term: string): string | null {
  const tokens = tokenize(term);
  const matches = matchSkills(term, tokens).filter((m) => m.start === tokens[0]?.start);
  const whole = matches.find((m) => m.end === tokens[tokens.length - 1].end);
  return whole ? getSkill(whole.skillId).name : null;
}

/** Distinct canonical skill names in order of first appearance. */
export function extractSkills(text: string): string[] {
  const seen = new Set<number>();
  const names: string[] = [];
  for (const m of matchSkills(text)) {
    if (seen.has(m.skillId)) continue;
    seen.add(m.skillId);
    names.push(getSkill(m.skillId).name);
  }
  return names;
}
