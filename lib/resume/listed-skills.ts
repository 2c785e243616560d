import { stripBullet } from "../match/bullets";
import { parseListLine } from "../ai/local/skill-list";
import { isSectionHeading, withoutMarkdown } from "./resume-lines";

const SKILLS_HEADING =
  /skills|competencies|expertise|technologies|tools|tech stack|proficiencies|strengths/i;
const LABEL_LINE = /^([A-Za-z][A-Za-z &/]{1,40}):\s*(\S.*)$/;
// "Tools: Git, Docker" lists skills anywhere; "Education: B.S." does not.
const SKILL_LABELS =
  /skill|tool|technolog|competenc|software|platform|language|framework|expertise|stack|proficienc/i;
const MAX_ITEM_WORDS = 4;
const MAX_ITEMS = 60;

/** The items of a list ("SQL, Python (pandas, NumPy)"), never split inside brackets. */
function items(list: string): string[] {
  // A list wrapped over lines ends one line with its separator: "Excel, Customer Onboarding,".
  const line = list.replace(/(?<!\s)\s*[,;]\s*$/, "");
  return (parseListLine(line)?.items ?? [line])
    .flatMap((item) => item.split(/(?<!\s)\s+\/\s+/))
    .map((item) => item.trim().replace(/\.$/, "").trim())
    .filter(
      (item) =>
        item.length >= 1 &&
        item.length <= 40 &&
        item.split(/\s+/).length <= MAX_ITEM_WORDS &&
        /[\p{L}\p{N}]/u.test(item),
    );
}

/**
 * The skills a résumé lists, as it spells them: the items under a Skills heading and on
 * "Skills:" or "Tools:" lines, first listed first, each once.
 */
export function listedSkills(text: string): string[] {
  const found: string[] = [];
  let isInSkills = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const label = LABEL_LINE.exec(line);
    if (isSectionHeading(line) && !label) {
      isInSkills = SKILLS_HEADING.test(withoutMarkdown(line));
    } else if (label && (isInSkills || SKILL_LABELS.test(label[1]))) {
      found.push(...items(label[2]));
    } else if (isInSkills) {
      found.push(...items(stripBullet(line)));
    }
  }
  const seen = new Set<string>();
  return found
    .filter((item) => {
      const key = item.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_ITEMS);
}
