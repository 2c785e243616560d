// A figure that reads as an outcome: a percentage, money, a rank, or a number after a verb
// of change or achievement ("cut churn from 11% to 6%", "closed 40 deals", "exceeded quota").
const OUTCOME_RE =
  /\d\s*%|[$€£]\s?\d|\b(?:cut|cutting|reduc\w*|increas\w*|grew|grow\w*|rais\w*|sav\w*|improv\w*|closed|won|booked|exceed\w*|achiev\w*|hit|beat|surpass\w*|drove|generated|delivered|ranked|boosted|lifted|doubled|tripled)\b[^\n]*?\d|#\s?1\b|\bpresident'?s club\b|\btop \d+%?/i;

export function hasOutcome(line: string): boolean {
  return OUTCOME_RE.test(line);
}
