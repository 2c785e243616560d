/**
 * A résumé line reduced to what tailoring must keep: bullet markers become "- ", and a
 * list line ("Skills: SQL, Python") compares as its label and its items in any order,
 * because tailoring may move the job's skills to the front of a list.
 */
export function normaliseForCompare(line: string): string {
  // Columns aligned with runs of spaces read the same with one.
  const trimmed = line
    .trim()
    .replace(/^[-*•·▪◦‣–—►➢]\s*/, "- ")
    .replace(/(?<=\S)\s{2,}/g, " ");
  const label = /^((?:- )?[^:,]{1,40}:)?(.*)$/.exec(trimmed) as RegExpExecArray;
  const items = label[2].split(/[,;|·•]/).map((item) => item.trim());
  if (items.length < 2) return trimmed;
  return `${label[1] ?? ""} ${[...items].sort().join(", ")}`.trim();
}
