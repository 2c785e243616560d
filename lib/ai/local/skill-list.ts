// A list line ("Skills: SQL, Python (pandas, NumPy), Tableau") split into its items, so the
// items the job asks for can lead without changing a single item.

export type ListLine = { prefix: string; items: string[]; separator: string };

const PREFIX_RE = /^((?:[-*•·▪◦‣–—►➢]\s*)?(?:[A-Za-z][A-Za-z &/]{0,40}:\s*)?)(.*)$/;
const SEPARATORS = new Set([",", ";", "|", "•", "·"]);

function splitTopLevel(text: string): { items: string[]; separator: string | null } {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  let separator: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "(" || ch === "[") depth++;
    else if ((ch === ")" || ch === "]") && depth > 0) depth--;
    else if (depth === 0 && SEPARATORS.has(ch) && (separator === null || ch === separator)) {
      separator = ch;
      items.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  items.push(text.slice(start).trim());
  return { items, separator };
}

/** The line as a list of two or more items, or null when it is not a list. */
export function parseListLine(line: string): ListLine | null {
  const [, prefix, rest] = PREFIX_RE.exec(line.trim()) as RegExpExecArray;
  const { items, separator } = splitTopLevel(rest);
  if (separator === null || items.length < 2 || items.some((item) => !item)) return null;
  return { prefix, items, separator };
}

export function formatListLine({ prefix, items, separator }: ListLine): string {
  const joiner = separator === "," || separator === ";" ? `${separator} ` : ` ${separator} `;
  return `${prefix}${items.join(joiner)}`;
}

/** Items the job asks for first (by the rank `rankOf` gives, lower first), others after. */
export function reorderItems(list: ListLine, rankOf: (item: string) => number): ListLine {
  const ranked = list.items.map((item, index) => ({ item, index, rank: rankOf(item) }));
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return { ...list, items: ranked.map((r) => r.item) };
}
