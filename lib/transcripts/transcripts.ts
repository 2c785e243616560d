import "server-only";
import { z } from "zod";
import { db } from "../db";
import { assertOwnsJob } from "../jobs/jobs";
import { scorecardOf, turnsOfSimulatorLog, type Scorecard } from "../simulator/scorecard";
import type { Transcript } from "../types";

export const TRANSCRIPT_LIMITS = { title: 300, content: 500_000, duration: 24 * 60 * 60 };

/** Spec 3 §3/§7.1: title ('company - position'), content, interviewMode, duration (s), interviewDate. */
export const transcriptSchema = z.object({
  title: z
    .string({ error: "Title must be text" })
    .trim()
    .min(1, "Title is required")
    .max(TRANSCRIPT_LIMITS.title, `Title must be at most ${TRANSCRIPT_LIMITS.title} characters`),
  content: z
    .string({ error: "Content must be text" })
    .min(1, "Content is required")
    .max(TRANSCRIPT_LIMITS.content, "Content must be at most 500,000 characters"),
  interviewMode: z.enum(["text", "voice"], { error: "interviewMode must be text or voice" }),
  duration: z
    .number({ error: "Duration must be a number of seconds" })
    .int("Duration must be a whole number of seconds")
    .min(0, "Duration cannot be negative")
    .max(TRANSCRIPT_LIMITS.duration, "Duration must be at most 24 hours"),
  interviewDate: z.iso.datetime({
    offset: true,
    error: "interviewDate must be an ISO 8601 date-time",
  }),
});

const toTranscript = (row: {
  id: string;
  title: string;
  content: string;
  interviewMode: "text" | "voice";
  duration: number;
  interviewDate: Date;
}): Transcript => ({ ...row, interviewDate: row.interviewDate.toISOString() });

const fields = {
  id: true,
  title: true,
  content: true,
  interviewMode: true,
  duration: true,
  interviewDate: true,
};

export async function listTranscripts({ userId, jobId }: { userId: string; jobId: string }) {
  await assertOwnsJob({ userId, jobId });
  const rows = await db().interviewTranscript.findMany({
    where: { userId, jobId },
    select: fields,
    orderBy: { interviewDate: "desc" },
  });
  return rows.map(toTranscript);
}

/** The scorecard of a simulator transcript against its job (null for another kind of text). */
export async function transcriptScorecard({
  userId,
  jobId,
  input,
}: {
  userId: string;
  jobId: string;
  input: Pick<z.infer<typeof transcriptSchema>, "content" | "interviewMode" | "duration">;
}): Promise<Scorecard | null> {
  await assertOwnsJob({ userId, jobId });
  const job = await db().job.findFirstOrThrow({
    where: { id: jobId, userId },
    select: { title: true, description: true },
  });
  const turns = turnsOfSimulatorLog(input.content);
  if (!turns.some((turn) => turn.speaker === "candidate")) return null;
  return scorecardOf(turns, { job, mode: input.interviewMode, durationSeconds: input.duration });
}

export async function saveTranscript({
  userId,
  jobId,
  input,
}: {
  userId: string;
  jobId: string;
  input: z.infer<typeof transcriptSchema>;
}) {
  const scorecard = await transcriptScorecard({ userId, jobId, input });
  const row = await db().interviewTranscript.create({
    data: {
      ...input,
      interviewDate: new Date(input.interviewDate),
      userId,
      jobId,
      ...(scorecard ? { scorecard } : {}),
    },
    select: fields,
  });
  return toTranscript(row);
}
