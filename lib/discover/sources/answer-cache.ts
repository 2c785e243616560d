// Sources' answers kept for a while, per URL, in this process: several sources' terms
// limit how often they may be called (Remotive about 4 times a day, The Muse 500 an hour
// without a key, Adzuna 25 a minute), and whole boards change slowly. Bounded by entries
// and by the answers' total size; the oldest go first.

export const CACHE_MAX_ENTRIES = 60;
export const CACHE_MAX_CHARS = 40 * 1024 * 1024;

interface Entry {
  expires: number;
  chars: number;
  value: unknown;
}

const entries = new Map<string, Entry>();
let totalChars = 0;

function drop(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  totalChars -= entry.chars;
  entries.delete(key);
}

export function cachedAnswer(key: string, now = Date.now()): unknown | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (entry.expires <= now) {
    drop(key);
    return undefined;
  }
  return entry.value;
}

export function rememberAnswer(
  key: string,
  value: unknown,
  chars: number,
  ttlMs: number,
  now = Date.now(),
) {
  if (ttlMs <= 0 || chars > CACHE_MAX_CHARS / 4) return;
  drop(key);
  entries.set(key, { expires: now + ttlMs, chars, value });
  totalChars += chars;
  for (const oldest of entries.keys()) {
    if (entries.size <= CACHE_MAX_ENTRIES && totalChars <= CACHE_MAX_CHARS) break;
    drop(oldest);
  }
}

/** Forgets every answer (tests; an operator changing settings restarts anyway). */
export function clearAnswerCache() {
  entries.clear();
  totalChars = 0;
}

export const cacheStats = () => ({ entries: entries.size, chars: totalChars });
