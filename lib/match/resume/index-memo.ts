import type { ResumeIndex } from "./index-resume";

/*
 * Facts derived from a résumé's index (a role's concepts, its stated years), worked out on
 * the first ask that needs them and kept with the index: the index is itself kept across
 * postings (shows.ts), so one résumé scored against many postings reads them once. A memo
 * lives as long as its index (a WeakMap) and holds a few entries per role or stated figure,
 * so it is bounded by the résumé's size. Values are shared: callers must not change them.
 */
const memos = new WeakMap<ResumeIndex, Map<string, unknown>>();

export function fromIndex<T>(index: ResumeIndex, key: string, make: () => T): T {
  let memo = memos.get(index);
  if (!memo) memos.set(index, (memo = new Map()));
  if (memo.has(key)) return memo.get(key) as T;
  const value = make();
  memo.set(key, value);
  return value;
}
