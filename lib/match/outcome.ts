// A figure that reads as an outcome: a percentage, money, a rank, or a number after a verb
// of change or achievement ("cut churn from 11% to 6%", "closed 40 deals", "exceeded quota").
const FIGURE_RE = /\d\s*%|[$€£]\s?\d|#\s?1\b|\bpresident'?s club\b|\btop \d+%?/i;
const CHANGE_VERB_RE =
  /\b(?:cut|cutting|reduc\w*|increas\w*|grew|grow\w*|rais\w*|sav\w*|improv\w*|closed|won|booked|exceed\w*|achiev\w*|hit|beat|surpass\w*|drove|generated|delivered|ranked|boosted|lifted|doubled|tripled)\b/i;

export function hasOutcome(line: string): boolean {
  if (FIGURE_RE.test(line)) return true;
  // A number anywhere after the first such verb of a line: looked for once, not from every
  // verb again (a line of "cut cut cut ..." would make that quadratic).
  return line.split("\n").some((part) => {
    const verb = CHANGE_VERB_RE.exec(part);
    return verb !== null && /\d/.test(part.slice(verb.index + verb[0].length));
  });
}
