import { extractSkills, type FitResult } from "@/lib/match";
import { isBullet, stripBullet } from "@/lib/match/bullets";
import { normaliseBullet } from "@/lib/match/resume/sections";
import { formatListLine, parseListLine, reorderItems } from "./skill-list";
import { containsTerm } from "./text";

type Item = { lines: string[]; weight: number; index: number };

/** A non-bullet line that continues the bullet above it (a wrapped bullet). */
const isContinuation = (line: string) => /^[a-z(]/.test(line);

/**
 * Within each run of bullets, the bullets that are evidence for the job move first
 * (heavier evidence first, ties in résumé order). Headings, role lines and blank lines
 * stay where they are; a wrapped bullet moves with its continuation lines.
 */
export function evidenceFirst(lines: string[], weights: Map<string, number>): string[] {
  const out: string[] = [];
  let run: Item[] = [];
  const flush = () => {
    run.sort((a, b) => b.weight - a.weight || a.index - b.index);
    for (const item of run) out.push(...item.lines);
    run = [];
  };
  lines.forEach((line, index) => {
    if (isBullet(line)) {
      run.push({ lines: [normaliseBullet(line)], weight: weights.get(line) ?? 0, index });
    } else if (line && run.length > 0 && isContinuation(line)) {
      run[run.length - 1].lines.push(line);
    } else {
      flush();
      out.push(line);
    }
  });
  flush();
  return out;
}

/** Ranks a skill item by the first requirement it names (job order); unrelated items last. */
export function skillRanker(fit: FitResult): (item: string) => number {
  const keywords = fit.requirements.map((r) => r.keyword.toLowerCase());
  return (item) => {
    const named = new Set(extractSkills(item).map((s) => s.toLowerCase()));
    const at = keywords.findIndex((k) => named.has(k) || containsTerm(item, k));
    return at < 0 ? Number.POSITIVE_INFINITY : at;
  };
}

function lineRank(line: string, rankOf: (item: string) => number): number {
  const list = parseListLine(line);
  if (!list) return rankOf(stripBullet(line));
  return Math.min(...list.items.map(rankOf));
}

/**
 * A skills section with the job's skills first: items inside each list line, then lines
 * (between blank lines). Items are moved, never reworded or dropped.
 */
export function skillsFirst(lines: string[], rankOf: (item: string) => number): string[] {
  const reordered = lines.map((line) => {
    const list = parseListLine(line);
    return list ? formatListLine(reorderItems(list, rankOf)) : normaliseBullet(line);
  });
  const out: string[] = [];
  let run: { line: string; rank: number; index: number }[] = [];
  const flush = () => {
    run.sort((a, b) => a.rank - b.rank || a.index - b.index);
    out.push(...run.map((r) => r.line));
    run = [];
  };
  reordered.forEach((line, index) => {
    if (!line) {
      flush();
      out.push(line);
    } else run.push({ line, rank: lineRank(line, rankOf), index });
  });
  flush();
  return out;
}
