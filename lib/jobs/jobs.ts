import "server-only";
import { db, sql } from "../db";
import { ApiError } from "../api/errors";
import {
  type InterviewQuestion,
  type JobDetail,
  type JobStatus,
  type JobSummary,
  type Recommendation,
} from "../types";
import { staleReason } from "./fingerprint";
import { UNTITLED_JOB } from "./placeholder-titles";
import type { CreateJobInput } from "./schemas";

const NOT_FOUND = "Job not found";

// Explicit columns: what the API answers is exactly JobSummary / JobDetail.
const SUMMARY_COLUMNS = `j.id, j.title, j.company, j.url, j.salary, j.location,
  j.status::text AS status, j."createdAt", j."updatedAt"`;

type SummaryRow = Omit<JobSummary, "createdAt" | "updatedAt"> & {
  createdAt: Date;
  updatedAt: Date;
};
type DetailRow = SummaryRow & {
  analysis: JobDetail["analysis"];
  tailoredResume: string | null;
  recommendations: Recommendation[] | null;
  coverLetter: string | null;
  questions: InterviewQuestion[];
  descriptionHash: string;
  resumeHash: string | null;
  analysisInputs: unknown;
  resumeInputs: unknown;
  coverLetterInputs: unknown;
  questionsInputs: unknown;
  resumeOrigin: string | null;
  coverLetterOrigin: string | null;
};

function toSummary({ createdAt, updatedAt, ...row }: SummaryRow): JobSummary {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    description: row.description,
    url: row.url,
    salary: row.salary,
    location: row.location,
    status: row.status,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

function toDetail(row: DetailRow): JobDetail {
  const current = { jobDescriptionHash: row.descriptionHash, resumeHash: row.resumeHash };
  const ifPresent = (isPresent: boolean, inputs: unknown) =>
    isPresent ? staleReason(inputs, current) : null;
  return {
    ...toSummary(row),
    analysis: row.analysis ?? null,
    resume:
      row.tailoredResume === null
        ? null
        : { text: row.tailoredResume, recommendations: row.recommendations ?? [] },
    coverLetter: row.coverLetter === null ? null : { text: row.coverLetter },
    questions: row.questions,
    staleness: {
      analysis: ifPresent(row.analysis !== null, row.analysisInputs),
      resume: ifPresent(row.tailoredResume !== null, row.resumeInputs),
      coverLetter: ifPresent(row.coverLetter !== null, row.coverLetterInputs),
      questions: ifPresent(row.questions.length > 0, row.questionsInputs),
    },
    handEdits: {
      resume: row.tailoredResume !== null && row.resumeOrigin === "edited",
      coverLetter: row.coverLetter !== null && row.coverLetterOrigin === "edited",
    },
  };
}

// The newest version of a document is its current text (lib/jobs/document-versions.ts).
const currentOrigin = (document: string) =>
  `(SELECT v.origin::text FROM "DocumentVersion" v
    WHERE v."jobId" = j.id AND v."userId" = j."userId" AND v.document = '${document}'
    ORDER BY v."createdAt" DESC, v.id DESC LIMIT 1)`;

/** One of the user's jobs with everything generated for it; another user's job is a 404. */
export async function getJob({
  userId,
  jobId,
}: {
  userId: string;
  jobId: string;
}): Promise<JobDetail> {
  const [row] = await sql().query<DetailRow>(
    `SELECT ${SUMMARY_COLUMNS}, j.description, j.analysis, j."tailoredResume",
       j.recommendations, j."coverLetter",
       COALESCE((SELECT json_agg(json_build_object('id', q.id, 'question', q.question, 'answer', q.answer)
                                 ORDER BY q.position)
                 FROM "InterviewQuestion" q WHERE q."jobId" = j.id), '[]'::json) AS questions,
       md5(j.description) AS "descriptionHash",
       (SELECT md5(m.text) FROM "MasterResume" m WHERE m."userId" = j."userId") AS "resumeHash",
       j."analysisInputs", j."resumeInputs", j."coverLetterInputs", j."questionsInputs",
       ${currentOrigin("resume")} AS "resumeOrigin",
       ${currentOrigin("coverLetter")} AS "coverLetterOrigin"
     FROM "Job" j WHERE j.id = $1 AND j."userId" = $2`,
    [jobId, userId],
  );
  if (!row) throw ApiError.notFound(NOT_FOUND);
  return toDetail(row);
}

/** The texts a generation reads from one of the user's jobs; 404 otherwise. */
export async function getJobTexts({ userId, jobId }: { userId: string; jobId: string }) {
  const row = await db().job.findFirst({
    where: { id: jobId, userId },
    select: { title: true, company: true, description: true },
  });
  if (!row) throw ApiError.notFound(NOT_FOUND);
  return row;
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
      title: input.title?.trim() || UNTITLED_JOB,
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

// The résumé and letter texts are written through lib/jobs/store-documents.ts (versions).
type JobChanges = { status?: JobStatus; description?: string };

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
