/**
 * A memo of at most `limit` entries: when full, the oldest entry is dropped. For results
 * that depend on their key alone and that callers share without changing.
 */
export function boundedMemo<V>(limit: number): (key: string, make: () => V) => V {
  const entries = new Map<string, V>();
  return (key, make) => {
    const hit = entries.get(key);
    if (hit !== undefined || entries.has(key)) return hit as V;
    const value = make();
    if (entries.size >= limit) entries.delete(entries.keys().next().value as string);
    entries.set(key, value);
    return value;
  };
}
