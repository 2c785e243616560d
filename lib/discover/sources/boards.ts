import type { DraftJob } from "./finish";

/**
 * Reads each configured board of one ATS, three at a time; a board that fails (or does
 * not exist) is skipped as long as another answered, so one typo in a list never hides
 * the other companies. When every board failed, the first failure is the source's.
 */
export async function eachBoard(
  boards: string[],
  read: (board: string) => Promise<DraftJob[]>,
): Promise<DraftJob[]> {
  const results: PromiseSettledResult<DraftJob[]>[] = [];
  for (let start = 0; start < boards.length; start += 3) {
    results.push(...(await Promise.allSettled(boards.slice(start, start + 3).map(read))));
  }
  const answered = results.filter((result) => result.status === "fulfilled");
  if (answered.length === 0 && results.length > 0) {
    throw (results[0] as PromiseRejectedResult).reason;
  }
  return answered.flatMap((result) => result.value);
}
