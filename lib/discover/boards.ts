import "server-only";
import { z } from "zod";
import { db } from "../db";

// Board names as the sources' URLs use them: letters, digits, "-", "_" and "."; a Lever
// site on its EU host is written "eu:site" (lib/discover/settings.ts).
const BOARD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const LEVER_SITE = /^(?:eu:)?[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/i;
const MAX_BOARDS = 50;

const boardList = (label: string, shape = BOARD_NAME) =>
  z
    .array(
      z
        .string({ error: `${label} must be a list of board names` })
        .trim()
        .regex(
          shape,
          `${label}: use a board's name as it appears in its URL (letters, digits, "-", "_" or ".", up to 100)`,
        ),
      { error: `${label} must be a list of board names` },
    )
    .max(MAX_BOARDS, `${label}: at most ${MAX_BOARDS} boards`)
    .transform((names) => [...new Set(names)]);

/** PUT /api/discover/settings. */
export const boardsSchema = z.object({
  greenhouseBoards: boardList("Greenhouse boards"),
  leverSites: boardList("Lever sites", LEVER_SITE),
  ashbyBoards: boardList("Ashby boards"),
});

export type UserBoards = z.infer<typeof boardsSchema>;

const NO_BOARDS: UserBoards = { greenhouseBoards: [], leverSites: [], ashbyBoards: [] };

/** The company boards this user added to Discover (the operator's come from the environment). */
export async function getUserBoards({ userId }: { userId: string }): Promise<UserBoards> {
  const row = await db().discoverBoards.findUnique({ where: { userId } });
  if (!row) return NO_BOARDS;
  return {
    greenhouseBoards: row.greenhouseBoards,
    leverSites: row.leverSites,
    ashbyBoards: row.ashbyBoards,
  };
}

export async function saveUserBoards({
  userId,
  boards,
}: {
  userId: string;
  boards: UserBoards;
}): Promise<UserBoards> {
  await db().discoverBoards.upsert({
    where: { userId },
    create: { userId, ...boards },
    update: boards,
  });
  return getUserBoards({ userId });
}
