import { findResumeTitles } from "@/lib/match";

const NAME_RE = /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3}$/u;

/**
 * The candidate's name from the résumé's first line ("Grace Liu, CPA" -> "Grace Liu"),
 * or null when that line does not look like a name (a title, an address, an email).
 */
export function candidateName(resumeText: string): string | null {
  const first =
    resumeText
      .split(/\r?\n/)
      .find((line) => line.trim())
      ?.trim() ?? "";
  // A nickname between the names ('Christopher "Chris" DeLeon') is for the header only.
  const name = first
    .split(/(?<!\s)\s*[,|]\s*/)[0]
    .replace(/(?<!\s)\s+(?:"[^"]{1,20}"|“[^”]{1,20}”|\([^()]{1,20}\))(?=\s)/u, "");
  if (!NAME_RE.test(name) || findResumeTitles(name).length > 0) return null;
  // "JORDAN RIVERA" signs as "Jordan Rivera".
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, pre, ch) => pre + ch.toUpperCase());
}
