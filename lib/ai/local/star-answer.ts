import { hasOutcome } from "@/lib/match";
import { asRole, roleOfLine, type RoleContext } from "./resume-roles";
import { verbForm } from "./deed-verbs";
import { isShareOf } from "./join-clauses";
import { shownPart } from "./evidence";
import { sayLine } from "./say-line";
import { asSentence, capitalise } from "./text";

/*
 * A STAR answer built only from the résumé's lines, in the first person: the situation is
 * the role it happened in, the action is the line itself, the result is the figure the line
 * states. A line that states none has no result: nothing is made up to fill one.
 */

function situation(role: RoleContext): string {
  return asSentence(`${role.isCurrent ? "I work" : "I worked"} ${asRole(role)}`);
}

/** The action and its result from one line: "Built X; cut churn from 11% to 6%". */
function actionAndResult(line: string): { action: string; result: string | null } {
  const parts = line.split(/(?<!\s)\s*;\s*/);
  const last = parts[parts.length - 1];
  if (parts.length < 2 || !hasOutcome(last)) return { action: sayLine(line), result: null };
  const action = sayLine(parts.slice(0, -1).join("; "));
  const [first] = last.split(" ");
  // "cut logo churn from 11% to 6%" is said; "96% gross renewal rate" stands as the result.
  const result = verbForm(first)
    ? sayLine(last)
    : asSentence(`${/^\d/.test(last) && !isShareOf(last) ? "a " : ""}${last}`);
  return { action, result };
}

const WORK_INCLUDES_RE = /^(my (?:\S+ )?work )includes\b/i;

/** "Situation: ... Action: ... Result: ..." from the résumé's own lines, the result only when the line states one. */
export function starAnswer(resumeText: string, line: string, matched: string[] = []): string {
  // A paragraph is told by its sentences that show the ask, not whole.
  const { action: said, result } = actionAndResult(shownPart(line, matched));
  const role = roleOfLine(resumeText, line);
  // A line outside any dated role (a summary, a projects list) has no situation to claim:
  // it is said as it stands.
  if (!role)
    return [said, result]
      .filter(Boolean)
      .map((s) => capitalise(s!))
      .join(" ");
  const start = `Situation: ${situation(role)}`;
  // "I worked as a Firefighter/EMT. Action: My work included pre-fire planning ...".
  const action = role.isCurrent === false ? said.replace(WORK_INCLUDES_RE, "$1included") : said;
  if (result) return `${start} Action: ${capitalise(action)} Result: ${capitalise(result)}`;
  const label = hasOutcome(line) ? "Action and result" : "Action";
  return `${start} ${label}: ${capitalise(action)}`;
}
