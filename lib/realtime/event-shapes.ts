/** Small readers for the loosely typed JSON events of the Realtime API. */
export type RealtimeEvent = { type: string; [field: string]: unknown };
export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const text = (value: unknown, maxLength: number): string | undefined =>
  typeof value === "string" && value.length <= maxLength ? value : undefined;

export const number = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === "number" && Number.isFinite(value) && value >= min && value <= max
    ? value
    : undefined;

export const boolean = (value: unknown): boolean | undefined =>
  typeof value === "boolean" ? value : undefined;

/** The object without its undefined fields, so the upstream sees only what was given. */
export function defined<T extends JsonObject>(object: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

export const isEmpty = (object: JsonObject) => Object.keys(object).length === 0;

/** table[key] only for the table's own keys ("__proto__" or "constructor" are not names). */
export const own = <T>(table: Record<string, T>, key: unknown): T | undefined =>
  typeof key === "string" && Object.hasOwn(table, key) ? table[key] : undefined;
