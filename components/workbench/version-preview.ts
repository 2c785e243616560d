const PREVIEW_LINES = 3;

const meaningful = (lines: string[]) => lines.filter((line) => line.trim() !== "");

/**
 * What to show of a kept version: versions of one document mostly share their opening, so a
 * version other than the current one is shown from the first line where it differs.
 */
export function versionPreview(
  text: string,
  currentText: string | null,
): { fromLine: number | null; lines: string[] } {
  const lines = text.split("\n");
  if (currentText === null || currentText === text) {
    return { fromLine: null, lines: meaningful(lines).slice(0, PREVIEW_LINES) };
  }
  const current = currentText.split("\n");
  let index = 0;
  while (index < lines.length && lines[index].trimEnd() === current[index]?.trimEnd()) index++;
  return { fromLine: index + 1, lines: meaningful(lines.slice(index)).slice(0, PREVIEW_LINES) };
}
