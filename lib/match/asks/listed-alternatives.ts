// The fields a years ask lists as a choice: "1 year in child welfare, child protection or
// family-based services".

const LIST_ITEM_RE = /^[A-Za-z][\w'’&/-]*$/;
const NOT_AN_ALTERNATIVE_RE =
  /^(?:with|and|including|especially|ideally|preferably|such|plus|in|at|on|for|of|to|from|within|across|as|the|a|an|or|any|other|similar|related|equivalent)$/i;
const LIST_TAIL = new Set(["experience", "required", "preferred", "plus"]);
// "... or public safety setting": the last item's last word is the list's, not the item's.
const SETTING_WORD_RE = /^(?:settings?|environments?)$/i;
const MAX_LISTED = 5;

/**
 * The rest of a list of alternatives after an area and its comma (", child protection or
 * family-based services"), when the list ends in "or" and its items are as long as the
 * first (up to two words) for one at least: ", in-house or agency" after "technical
 * recruiting" is a setting, not a field; ", customer service, healthcare or public safety
 * setting" are fields.
 */
export function alternativesAfter(
  text: string,
  first: string,
): { items: string[]; length: number } | null {
  const segment = /^,[^;.()]{1,120}/.exec(text)?.[0];
  if (!segment) return null;
  const minWords = Math.min(2, first.split(/\s+/).length);
  const items: string[] = [];
  let length = 1;
  for (const raw of segment.slice(1).split(",").slice(0, MAX_LISTED)) {
    const words = raw.trim().split(/\s+/).filter(Boolean);
    const or = words.findIndex((w) => w.toLowerCase() === "or");
    const isLast = or >= 0;
    // "... or customer service required": the list's last item ends before such a word.
    let last = words.length;
    while (isLast && last > or + 1 && LIST_TAIL.has(words[last - 1].toLowerCase())) last--;
    if (isLast && words[last - 1]?.toLowerCase() === "a") last--;
    const parts = isLast ? [words.slice(0, or), words.slice(or + 1, last)] : [words];
    const lastPart = parts[parts.length - 1];
    if (isLast && lastPart.length > 1 && SETTING_WORD_RE.test(lastPart[lastPart.length - 1]))
      parts[parts.length - 1] = lastPart.slice(0, -1);
    for (const part of parts.filter((p) => p.length > 0)) {
      if (part.length > 4) return null;
      if (!part.every((w) => LIST_ITEM_RE.test(w)) || NOT_AN_ALTERNATIVE_RE.test(part[0]))
        return null;
      items.push(part.join(" "));
    }
    if (isLast) {
      // ", in-house or agency" after "technical recruiting": a setting, not fields.
      if (items.every((item) => item.split(" ").length < minWords)) return null;
      let end = 0;
      for (const word of words.slice(0, last)) end = raw.indexOf(word, end) + word.length;
      return { items, length: length + end };
    }
    length += raw.length + 1;
  }
  return null;
}
