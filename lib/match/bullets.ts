// List markers that open a line in résumés: "-", "*", "•" and their typographic cousins.
const BULLET_RE = /^[-*•·▪◦‣–—►➢]+\s*/;

export function isBullet(line: string): boolean {
  return BULLET_RE.test(line.trim());
}

/** The line without its list marker, trimmed. */
export function stripBullet(line: string): string {
  return line.trim().replace(BULLET_RE, "");
}
