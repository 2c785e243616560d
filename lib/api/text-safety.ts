import { ApiError } from "./errors";

// A NUL cannot be stored in a PostgreSQL text column, and a lone surrogate is not text
// at all (it cannot be encoded as UTF-8); both are refused rather than silently changed.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function refuse(field: string): never {
  throw ApiError.badRequest(
    `${field || "The request"} contains a character that cannot be saved (a NUL or a broken ` +
      "character such as an unpaired surrogate). Remove it and try again.",
  );
}

/**
 * Throws a 400 naming the field when any string (or key) in a parsed JSON value holds a
 * NUL or a lone surrogate. Walks with its own stack, so deeply nested JSON cannot
 * overflow the call stack.
 */
export function assertStorableText(value: unknown) {
  const pending: [unknown, string][] = [[value, ""]];
  while (pending.length > 0) {
    const [item, field] = pending.pop()!;
    if (typeof item === "string") {
      if (UNSTORABLE.test(item)) refuse(field);
    } else if (Array.isArray(item)) {
      item.forEach((child, index) => pending.push([child, `${field}[${index}]`]));
    } else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        const path = field ? `${field}.${key}` : key;
        if (UNSTORABLE.test(key)) refuse(`A field name in ${field || "the request"}`);
        pending.push([child, path]);
      }
    }
  }
}
