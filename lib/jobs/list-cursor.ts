import { z } from "zod";

/** Where a page of GET /api/jobs ended: the last job's updatedAt and id (the list's order). */
export type ListCursor = { updatedAt: string; id: string };

export const MAX_PAGE_SIZE = 1000;
const MAX_CURSOR_LENGTH = 200;

const INVALID_CURSOR =
  "cursor is not one this server gave; send the X-Next-Cursor of the previous page, or no cursor for the first page";

// Timestamps are stored to the millisecond, so the ISO text is the exact value.
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

// A real instant the database accepts: "2026-02-30" would roll over in JS and fail in
// PostgreSQL, which has no year 0.
function isListTime(value: unknown): value is string {
  if (typeof value !== "string" || !ISO_TIME.test(value) || value.startsWith("0000")) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString() === value;
}

/** An opaque token for the client: base64url of [updatedAt, id]. */
export function encodeListCursor({ updatedAt, id }: ListCursor): string {
  return Buffer.from(JSON.stringify([updatedAt, id])).toString("base64url");
}

function decodeListCursor(token: string): ListCursor | null {
  if (token.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [updatedAt, id] = value;
  if (!isListTime(updatedAt)) return null;
  if (typeof id !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  return { updatedAt, id };
}

/** GET /api/jobs?limit=&cursor=: both optional; without them the whole list, as always. */
export const listQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,4}$/, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .transform(Number)
    .refine(
      (limit) => limit >= 1 && limit <= MAX_PAGE_SIZE,
      `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
    )
    .optional(),
  cursor: z
    .string()
    .transform((token, context) => {
      const cursor = decodeListCursor(token);
      if (!cursor) context.addIssue({ code: "custom", message: INVALID_CURSOR });
      return cursor ?? z.NEVER;
    })
    .optional(),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

/** Reads only limit and cursor (the last of each), so other parameters stay ignored. */
export function readListQuery(request: Request): ListQuery {
  const params = new URL(request.url).searchParams;
  const last = (name: string) => params.getAll(name).at(-1);
  return listQuerySchema.parse({ limit: last("limit"), cursor: last("cursor") });
}
