import "server-only";
import { z } from "zod";
import { ApiError } from "../api/errors";
import { db, sql } from "../db";
import type { MasterResume } from "../types";
import { MAX_RESUME_TEXT } from "./limits";

export const masterResumeSchema = z.object({
  text: z
    .string({ error: "Résumé text must be text" })
    .max(MAX_RESUME_TEXT, "Résumé text must be at most 200,000 characters")
    .refine((value) => value.trim().length > 0, "Résumé text is required"),
  source: z.enum(["paste", "upload"], { error: "source must be paste or upload" }).default("paste"),
  fileName: z
    .string({ error: "fileName must be text" })
    .max(255, "fileName must be at most 255 characters")
    .nullish(),
});

type MasterResumeRow = Omit<MasterResume, "createdAt" | "updatedAt"> & {
  createdAt: Date;
  updatedAt: Date;
};

function toMasterResume(row: MasterResumeRow): MasterResume {
  return {
    text: row.text,
    source: row.source,
    fileName: row.fileName,
    analyzedKeywords: row.analyzedKeywords,
    analyzedSkills: row.analyzedSkills,
    analyzedJobTitles: row.analyzedJobTitles,
    targetRoles: row.targetRoles,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getMasterResume({
  userId,
}: {
  userId: string;
}): Promise<MasterResume | null> {
  // Raw SQL on the dashboard's hot reads: Prisma compiles each query anew (about 1 ms).
  const [row] = await sql().query<MasterResumeRow>(
    `SELECT text, source::text AS source, "fileName", "analyzedKeywords", "analyzedSkills",
       "analyzedJobTitles", "targetRoles", "createdAt", "updatedAt"
     FROM "MasterResume" WHERE "userId" = $1`,
    [userId],
  );
  return row ? toMasterResume(row) : null;
}

export async function saveMasterResume({
  userId,
  input,
}: {
  userId: string;
  input: z.infer<typeof masterResumeSchema>;
}): Promise<MasterResume> {
  const data = {
    text: input.text.trim(),
    source: input.source,
    fileName: input.source === "upload" ? input.fileName?.trim() || null : null,
  };
  const previous = await db().masterResume.findUnique({
    where: { userId },
    select: { text: true },
  });
  // A summary written from other text would describe someone else; the snapshot falls
  // back to the new résumé's own words until the keyword analysis runs again.
  const summary = previous && previous.text !== data.text ? { summary: null } : {};
  const row = await db().masterResume.upsert({
    where: { userId },
    create: { userId, ...data },
    update: { ...data, ...summary },
  });
  return toMasterResume(row);
}

/** The stored professional summary (written by the keyword analysis), or null. */
export async function getProfessionalSnapshot({ userId }: { userId: string }) {
  const [row] = await sql().query<{ summary: string | null }>(
    `SELECT summary FROM "MasterResume" WHERE "userId" = $1`,
    [userId],
  );
  return { summary: row?.summary ?? null };
}

/** Stores what the keyword analysis found, when the user has a master résumé. */
export async function saveResumeAnalysis({
  userId,
  analysis,
}: {
  userId: string;
  analysis: { keywords?: string[]; skills?: string[]; jobTitles?: string[]; summary?: string };
}) {
  await db().masterResume.updateMany({
    where: { userId },
    data: {
      ...(analysis.keywords && { analyzedKeywords: analysis.keywords }),
      ...(analysis.skills && { analyzedSkills: analysis.skills }),
      ...(analysis.jobTitles && { analyzedJobTitles: analysis.jobTitles }),
      ...(analysis.summary !== undefined && { summary: analysis.summary || null }),
    },
  });
}

/** Replaces the roles the user targets; there must be a master résumé to attach them to. */
export async function saveTargetRoles({
  userId,
  targetRoles,
}: {
  userId: string;
  targetRoles: string[];
}): Promise<MasterResume> {
  const { count } = await db().masterResume.updateMany({
    where: { userId },
    data: { targetRoles },
  });
  if (count === 0) throw ApiError.notFound("Save your master résumé first, then add target roles.");
  return (await getMasterResume({ userId }))!;
}
