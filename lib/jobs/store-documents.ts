import "server-only";
import { Prisma, type TextOrigin } from "@prisma/client";
import { ApiError } from "../api/errors";
import { db } from "../db";
import type { QuestionAnswer, Recommendation, RestoredVersion, VersionedDocument } from "../types";
import {
  documentOfKind,
  lockJob,
  newestVersion,
  readContent,
  recordVersion,
  type DocumentContent,
  type Tx,
} from "./document-versions";
import type { ExportDocument } from "../export/types";
import { readGenerationInputs, type GenerationInputs } from "./fingerprint";
import { getJob } from "./jobs";

/** The two documents a person can also write by hand. */
export type TextDocument = ExportDocument;

type Write = { userId: string; jobId: string; origin: TextOrigin; inputs: GenerationInputs | null };

const jsonOrNull = (value: GenerationInputs | null) => value ?? Prisma.DbNull;

/** Replaces the résumé or letter text and records it as the newest version (inside tx). */
export async function storeText(
  tx: Tx,
  {
    document,
    text,
    recommendations,
    ...write
  }: Write & { document: TextDocument; text: string; recommendations?: Recommendation[] },
) {
  const { userId, jobId, inputs } = write;
  await lockJob(tx, { userId, jobId });
  const data =
    document === "resume"
      ? { tailoredResume: text, resumeInputs: jsonOrNull(inputs), recommendations }
      : { coverLetter: text, coverLetterInputs: jsonOrNull(inputs) };
  await tx.job.updateMany({ where: { id: jobId, userId }, data });
  await recordVersion(tx, { ...write, document, content: text });
}

/** Replaces the job's interview questions and records the set as the newest version (inside tx). */
export async function storeQuestions(
  tx: Tx,
  { questions, ...write }: Write & { questions: QuestionAnswer[] },
) {
  const { userId, jobId, inputs } = write;
  await lockJob(tx, { userId, jobId });
  await tx.interviewQuestion.deleteMany({ where: { jobId, userId } });
  await tx.interviewQuestion.createMany({
    data: questions.map((item, position) => ({
      userId,
      jobId,
      position,
      question: item.question,
      answer: item.answer,
    })),
  });
  await tx.job.updateMany({
    where: { id: jobId, userId },
    data: { questionsInputs: jsonOrNull(inputs) },
  });
  const content = questions.map(({ question, answer }) => ({ question, answer }));
  await recordVersion(tx, { ...write, document: "questions", content });
}

/**
 * Saves the user's own edit of the résumé or letter. It keeps the fingerprint of the
 * generation it was edited from: an edited letter is still written for that job description.
 */
export async function saveHandEdit({
  userId,
  jobId,
  document,
  text,
}: {
  userId: string;
  jobId: string;
  document: TextDocument;
  text: string;
}) {
  await db().$transaction(async (tx) => {
    await lockJob(tx, { userId, jobId });
    const job = await tx.job.findFirstOrThrow({
      where: { id: jobId, userId },
      select: {
        tailoredResume: true,
        coverLetter: true,
        resumeInputs: true,
        coverLetterInputs: true,
      },
    });
    const [current, inputs] =
      document === "resume"
        ? [job.tailoredResume, job.resumeInputs]
        : [job.coverLetter, job.coverLetterInputs];
    if (current === text) return;
    await storeText(tx, {
      userId,
      jobId,
      document,
      text,
      origin: "edited",
      inputs: readGenerationInputs(inputs),
    });
  });
  return getJob({ userId, jobId });
}

async function writeContent(
  tx: Tx,
  write: Write & { document: VersionedDocument; content: DocumentContent },
) {
  const { document, content, ...rest } = write;
  if (document === "questions") {
    await storeQuestions(tx, { ...rest, questions: content as QuestionAnswer[] });
  } else {
    await storeText(tx, { ...rest, document, text: content as string });
  }
}

const sameContent = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Makes an earlier version the current text again; the text it replaces stays a version,
 * whose id is answered so the restore can be undone. Another user's version is a 404.
 */
export async function restoreVersion({
  userId,
  jobId,
  versionId,
}: {
  userId: string;
  jobId: string;
  versionId: string;
}): Promise<RestoredVersion> {
  const replacedVersionId = await db().$transaction(async (tx) => {
    await lockJob(tx, { userId, jobId });
    const version = await tx.documentVersion.findFirst({ where: { id: versionId, jobId, userId } });
    if (!version) throw ApiError.notFound("Version not found");
    const document = documentOfKind(version.document);
    const content = readContent(document, version.content);
    if (content === null) throw ApiError.conflict("This version can no longer be restored.");
    const current = await newestVersion(tx, { userId, jobId, document });
    // Restoring the text that is already current (the same version, or a later save of the
    // same words) changes nothing and adds no version.
    if (current && (current.id === version.id || sameContent(current.content, version.content)))
      return null;
    await writeContent(tx, {
      userId,
      jobId,
      document,
      content,
      origin: version.origin,
      inputs: readGenerationInputs(version.inputs),
    });
    return current?.id ?? null;
  });
  return { job: await getJob({ userId, jobId }), replacedVersionId };
}
