// How a suggestion is shown (spec 3 §5 "Answer rules").

export const MAX_KEY_POINTS = 6;
export const MAX_BULLETS = 8;

const BULLET_RE = /^(?:[-*•–]|\d{1,2}[.)])\s+(\S.*)$/;

/** Key points trimmed, blanks dropped, at most six. */
export function trimKeyPoints(points: readonly unknown[]): string[] {
  return points
    .filter((point): point is string => typeof point === "string")
    .map((point) => point.trim())
    .filter(Boolean)
    .slice(0, MAX_KEY_POINTS);
}

/**
 * The answer's bullets when it reads as a list: at least 3 bullets making up at least half
 * of the non-empty lines; at most 8 shown. Null means show the answer as prose.
 */
export function answerBullets(answer: string): string[] | null {
  const lines = answer
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const bullets = lines.flatMap((line) => {
    const match = BULLET_RE.exec(line);
    return match ? [match[1].trim()] : [];
  });
  if (bullets.length < 3 || bullets.length * 2 < lines.length) return null;
  return bullets.slice(0, MAX_BULLETS);
}
