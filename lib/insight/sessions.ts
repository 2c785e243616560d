import "server-only";
import type { Prisma } from "@prisma/client";
import { ApiError } from "../api/errors";
import { db } from "../db";
import { assertOwnsJob } from "../jobs/jobs";
import type { InsightNotes, InsightSession } from "../interview/types";
import { INSIGHT_LIMITS } from "./limits";
import { insightNotesSchema } from "./notes-schema";

export const SESSION_NOT_FOUND = "Interview session not found";

const select = {
  id: true,
  createdAt: true,
  updatedAt: true,
  jobId: true,
  transcript: true,
  notes: true,
  durationSeconds: true,
  job: { select: { id: true, title: true, company: true } },
} satisfies Prisma.InterviewSessionSelect;

type Row = Prisma.InterviewSessionGetPayload<{ select: typeof select }>;

const toSession = (row: Row): InsightSession => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  notes: row.notes as InsightNotes,
});

/** The user's sessions, most recently updated first; with jobId, that job's only (404 if not theirs). */
export async function listSessions({ userId, jobId }: { userId: string; jobId?: string }) {
  if (jobId) await assertOwnsJob({ userId, jobId });
  const rows = await db().interviewSession.findMany({
    where: { userId, ...(jobId ? { jobId } : {}) },
    select,
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: INSIGHT_LIMITS.sessionsListed,
  });
  return rows.map(toSession);
}

export async function storeSession(input: {
  userId: string;
  jobId: string | null;
  transcript: string;
  notes: InsightNotes;
  durationSeconds: number | null;
}): Promise<InsightSession> {
  const notes = insightNotesSchema.parse(input.notes);
  const row = await db().interviewSession.create({
    data: { ...input, notes },
    select,
  });
  return toSession(row);
}

export async function getSession({ userId, sessionId }: { userId: string; sessionId: string }) {
  const row = await db().interviewSession.findFirst({ where: { id: sessionId, userId }, select });
  if (!row) throw ApiError.notFound(SESSION_NOT_FOUND);
  return toSession(row);
}

/** Links the session to one of the user's jobs, or to none. */
export async function assignSession({
  userId,
  sessionId,
  jobId,
}: {
  userId: string;
  sessionId: string;
  jobId: string | null;
}) {
  if (jobId) await assertOwnsJob({ userId, jobId });
  const { count } = await db().interviewSession.updateMany({
    where: { id: sessionId, userId },
    data: { jobId },
  });
  if (count === 0) throw ApiError.notFound(SESSION_NOT_FOUND);
  return getSession({ userId, sessionId });
}

export async function deleteSession({ userId, sessionId }: { userId: string; sessionId: string }) {
  const { count } = await db().interviewSession.deleteMany({ where: { id: sessionId, userId } });
  if (count === 0) throw ApiError.notFound(SESSION_NOT_FOUND);
}
