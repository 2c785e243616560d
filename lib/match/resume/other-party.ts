import { ACTION_VERBS } from "../action-verbs";
import type { Span } from "../asks/types";
import type { Term } from "../terms";

/*
 * A clause whose subject is other people, named by what they do ("; the sales managers
 * negotiate the contracts", "our brokers file the entries"): their work, not the person's.
 * It opens the line or follows a semicolon, a full stop or a joining word, and its verb is a
 * duty's ("negotiate"), so "the sales managers' targets" or "our customers" alone are kept.
 */
const OTHERS_CLAUSE_RE =
  /(?:^|[;.]\s+|,?\s(?:and|but|while|whereas)\s)((?:the|our|their)\s(?:[\p{Ll}-]+\s){0,2}(?:[\p{Ll}-]+(?:ers|ors|ists|ians|ants|ents)|staff|team|teams|crew|crews)\s(\p{Ll}+)\b[^;.]*)/gu;
const MAX_CLAUSES = 8;

function othersClauses(line: string): Span[] {
  const spans: Span[] = [];
  for (const m of line.matchAll(OTHERS_CLAUSE_RE)) {
    if (spans.length >= MAX_CLAUSES) break;
    if (!ACTION_VERBS.has(m[2])) continue;
    const start = m.index + m[0].length - m[1].length;
    spans.push({ start, end: start + m[1].length });
  }
  return spans;
}

/** A line's terms without those of clauses about other people's work. */
export function ownTerms(line: string, terms: Term[]): Term[] {
  const spans = othersClauses(line);
  if (spans.length === 0) return terms;
  return terms.filter((t) => !spans.some((s) => t.start >= s.start && t.end <= s.end));
}
