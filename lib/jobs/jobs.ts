import "server-only";
import type { Job, Prisma } from "@prisma/client";
import { db } from "../db";
import { ApiError } from "../api/errors";
import { LIST_DESCRIPTION_LENGTH, type JobDetail, type JobStatus, type JobSummary } from "../types";
import type { CreateJobInput } from "./schemas";

const NOT_FOUND = "Job not found";

const summaryFields = {
  id: true,
  title: true,
  company: true,
  description: true,
  url: true,
  salary: true,
  location: true,
  status: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.JobSelect;

type SummaryRow = Prisma.JobGetPayload<{ select: typeof summaryFields }>;

function toSummary(row: SummaryRow): JobSummary {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDetail(
  row: Job & { questions: { id: string; question: string; answer: string }[] },
): JobDetail {
  return {
    ...toSummary(row),
    analysis: (row.analysis as JobDetail["analysis"]) ?? null,
    resume:
      row.tailoredResume === null
        ? null
        : {
            text: row.tailoredResume,
            recommendations:
              (row.recommendations as NonNullable<JobDetail["resume"]>["recommendations"]) ?? [],
          },
    coverLetter: row.coverLetter === null ? null : { text: row.coverLetter },
    questions: row.questions.map(({ id, question, answer }) => ({ id, question, answer })),
  };
}

/**
 * The user's jobs, most recently updated first. Descriptions are cut in SQL so a long
 * list does not carry every full posting (the board and search need only the start).
 */
export async function listJobs({ userId }: { userId: string }): Promise<JobSummary[]> {
  const rows = await db().$queryRaw<(Omit<SummaryRow, "status"> & { status: JobStatus })[]>`
    SELECT id, title, company, left(description, ${LIST_DESCRIPTION_LENGTH}::int) AS description,
           url, salary, location, status::text AS status, "createdAt", "updatedAt"
    FROM "Job" WHERE "userId" = ${userId}
    ORDER BY "updatedAt" DESC, id ASC`;
  return rows.map((row) => toSummary(row));
}

export async function getJob({
  userId,
  jobId,
}: {
  userId: string;
  jobId: string;
}): Promise<JobDetail> {
  const row = await db().job.findFirst({
    where: { id: jobId, userId },
    include: {
      questions: {
        orderBy: { position: "asc" },
        select: { id: true, question: true, answer: true },
      },
    },
  });
  if (!row) throw ApiError.notFound(NOT_FOUND);
  return toDetail(row);
}

/** Throws 404 unless the job exists and belongs to the user. */
export async function assertOwnsJob({ userId, jobId }: { userId: string; jobId: string }) {
  const row = await db().job.findFirst({ where: { id: jobId, userId }, select: { id: true } });
  if (!row) throw ApiError.notFound(NOT_FOUND);
}

export async function createJob({ userId, input }: { userId: string; input: CreateJobInput }) {
  const row = await db().job.create({
    data: {
      userId,
      title: input.title?.trim() || "Untitled",
      company: input.company?.trim() || "—",
      salary: input.salary?.trim() ?? "",
      url: input.url?.trim() || null,
      location: input.location?.trim() || null,
      description: input.description.trim(),
    },
    select: { id: true },
  });
  return getJob({ userId, jobId: row.id });
}

type JobChanges = {
  status?: JobStatus;
  description?: string;
  tailoredResume?: string;
  coverLetter?: string;
};

/** Updates the user's job; another user's job is a 404 (the where clause holds userId). */
export async function updateJob({
  userId,
  jobId,
  changes,
}: {
  userId: string;
  jobId: string;
  changes: JobChanges;
}) {
  const { count } = await db().job.updateMany({ where: { id: jobId, userId }, data: changes });
  if (count === 0) throw ApiError.notFound(NOT_FOUND);
  return getJob({ userId, jobId });
}

export async function deleteJob({ userId, jobId }: { userId: string; jobId: string }) {
  const { count } = await db().job.deleteMany({ where: { id: jobId, userId } });
  if (count === 0) throw ApiError.notFound(NOT_FOUND);
}
