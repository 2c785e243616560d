import "server-only";
import type { SavedSearchSetting } from "@prisma/client";
import { z } from "zod";
import { ApiError } from "../api/errors";
import { db } from "../db";
import { SEARCH_LIMITS } from "./search-input";
import { JOB_TYPES, WORK_ARRANGEMENTS } from "./types";

export const SEARCH_TYPES = ["discover", "discover-dev"] as const;
export const NAME_REQUIRED = "Name required — Please enter a name for your search settings";
const MAX_NAME = 100;
const MAX_SAVED = 200;
const NOT_FOUND = "Saved search settings not found";

const searchType = z.enum(SEARCH_TYPES, {
  error: `Search type must be one of: ${SEARCH_TYPES.join(", ")}`,
});

const text = (label: string, max: number) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${label} must be text` })
    .optional()
    .nullable()
    .transform((value) => (Array.isArray(value) ? value.join(", ") : (value ?? "")).trim())
    .refine((value) => value.length <= max, `${label} must be at most ${max} characters`);

/** POST /api/saved-search-settings (spec 2 §7). */
export const savedSettingSchema = z.object({
  name: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, NAME_REQUIRED)
    .max(MAX_NAME, `Name must be at most ${MAX_NAME} characters`),
  titles: text("Job titles", SEARCH_LIMITS.termsText),
  keywords: text("Keywords", SEARCH_LIMITS.termsText),
  location: text("Location", SEARCH_LIMITS.location),
  salary: text("Salary", SEARCH_LIMITS.salary),
  jobType: z
    .enum(JOB_TYPES, { error: `Job type must be one of: ${JOB_TYPES.join(", ")}` })
    .optional()
    .nullable()
    .transform((value) => value ?? "any"),
  workArrangement: z
    .enum(WORK_ARRANGEMENTS, {
      error: `Work arrangement must be one of: ${WORK_ARRANGEMENTS.join(", ")}`,
    })
    .optional()
    .nullable()
    .transform((value) => value ?? "any"),
  searchType: searchType
    .optional()
    .nullable()
    .transform((value) => value ?? "discover"),
});

export const savedSettingsQuerySchema = z.object({ searchType: searchType.optional() });

function toSetting(row: SavedSearchSetting) {
  return {
    id: row.id,
    name: row.name,
    titles: row.titles,
    keywords: row.keywords,
    location: row.location,
    salary: row.salary,
    jobType: row.jobType,
    workArrangement: row.workArrangement,
    searchType: row.searchType,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSavedSettings({
  userId,
  searchType,
}: {
  userId: string;
  searchType?: (typeof SEARCH_TYPES)[number];
}) {
  const rows = await db().savedSearchSetting.findMany({
    where: { userId, ...(searchType ? { searchType } : {}) },
    orderBy: { createdAt: "desc" },
    take: MAX_SAVED,
  });
  return rows.map(toSetting);
}

export async function saveSetting({
  userId,
  input,
}: {
  userId: string;
  input: z.infer<typeof savedSettingSchema>;
}) {
  const count = await db().savedSearchSetting.count({ where: { userId } });
  if (count >= MAX_SAVED) {
    throw ApiError.conflict(
      `You have ${MAX_SAVED} saved search settings. Delete one before saving another.`,
    );
  }
  return toSetting(await db().savedSearchSetting.create({ data: { userId, ...input } }));
}

/** Another user's setting is a 404, exactly as if it did not exist. */
export async function deleteSetting({ userId, settingId }: { userId: string; settingId: string }) {
  const { count } = await db().savedSearchSetting.deleteMany({ where: { id: settingId, userId } });
  if (count === 0) throw ApiError.notFound(NOT_FOUND);
}
