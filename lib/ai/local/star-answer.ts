import { cachedIndex, hasOutcome } from "@/lib/match";
import { orgFrom } from "./resume-roles";
import { sayLine, verbForm } from "./say-line";
import { asSentence } from "./text";

/*
 * A STAR answer built only from the résumé's lines, in the first person: the situation is
 * the role it happened in, the action is the line itself, the result is the figure the line
 * states, or another line of the same role that states one. Nothing is left for the reader
 * to fill in.
 */

type RoleAt = { title: string; org: string | null; isCurrent: boolean };

function roleOf(resumeText: string, line: string): RoleAt | null {
  const index = cachedIndex(resumeText);
  const at = index.lines.find((l) => l.text === line.trim());
  if (!at || at.role === null) return null;
  const role = index.roles[at.role];
  const nowMonths = index.now.getUTCFullYear() * 12 + index.now.getUTCMonth();
  return {
    title: role.title,
    org: orgFrom(index.lines[role.line].text, role.title),
    isCurrent: role.ranges.some((r) => r.end >= nowMonths),
  };
}

function situation(role: RoleAt | null): string {
  if (!role) return "This was in my most recent work.";
  const where = `${role.title}${role.org ? ` at ${role.org}` : ""}`;
  return asSentence(role.isCurrent ? `I work as ${where}` : `I worked as ${where}`);
}

/** The action and its result from one line: "Built X; cut churn from 11% to 6%". */
function actionAndResult(line: string): { action: string; result: string | null } {
  const parts = line.split(/\s*;\s*/);
  const last = parts[parts.length - 1];
  if (parts.length < 2 || !hasOutcome(last)) return { action: sayLine(line), result: null };
  const action = sayLine(parts.slice(0, -1).join("; "));
  const [first] = last.split(" ");
  // "cut logo churn from 11% to 6%" is said; "96% gross renewal rate" stands as the result.
  const result = verbForm(first)
    ? sayLine(last)
    : asSentence(`${/^\d/.test(last) ? "a " : ""}${last}`);
  return { action, result };
}

/**
 * "Situation: ... Action: ... Result: ..." from the résumé's own lines; `closing` ends an
 * answer whose role states no result.
 */
export function starAnswer(resumeText: string, line: string, closing: string): string {
  const role = roleOf(resumeText, line);
  const { action, result } = actionAndResult(line);
  const start = `Situation: ${situation(role)}`;
  if (result) return `${start} Action: ${action} Result: ${result}`;
  if (hasOutcome(line)) return `${start} Action and result: ${action}`;
  // Another line's figure would not follow from this action: close plainly instead.
  return `${start} Action: ${action} Result: ${closing}`;
}
