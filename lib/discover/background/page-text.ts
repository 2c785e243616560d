// A page's visible text for validation, read without a DOM: one pass over the
// characters, so its cost is linear in the (already size-capped) page, whatever the markup.

const SKIPPED_ELEMENTS = ["script", "style", "noscript", "template", "svg"];

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  "#39": "'",
};

/** The text between tags, scripts and styles left out, entities of the common kind decoded. */
export function visibleText(html: string): string {
  const lower = html.toLowerCase();
  const out: string[] = [];
  let index = 0;
  while (index < html.length) {
    const open = html.indexOf("<", index);
    if (open < 0) {
      out.push(html.slice(index));
      break;
    }
    out.push(html.slice(index, open), " ");
    const close = html.indexOf(">", open + 1);
    if (close < 0) break;
    const skipped = SKIPPED_ELEMENTS.find((name) => lower.startsWith(name, open + 1));
    if (skipped) {
      const end = lower.indexOf(`</${skipped}`, close + 1);
      index = end < 0 ? html.length : end;
      continue;
    }
    index = close + 1;
  }
  return out
    .join("")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether the page carries schema.org JobPosting data (JSON-LD or microdata). */
export function hasJobPostingData(html: string): boolean {
  return /["']@type["']\s*:\s*\[?\s*["']JobPosting["']|schema\.org\/JobPosting/i.test(html);
}
