import "server-only";
import { Prisma, type DocumentKind, type TextOrigin } from "@prisma/client";
import { z } from "zod";
import { ApiError } from "../api/errors";
import { db } from "../db";
import {
  VERSIONED_DOCUMENTS,
  type DocumentVersion,
  type QuestionAnswer,
  type VersionedDocument,
} from "../types";
import type { GenerationInputs } from "./fingerprint";
import { assertOwnsJob } from "./jobs";
import { VERSIONS_KEPT } from "./limits";

// The newest version of a document is always its current text: every write of a résumé,
// letter or question set goes through recordVersion in the transaction that changes it.
export { VERSIONS_KEPT };

export type Tx = Prisma.TransactionClient;
export type DocumentContent = string | QuestionAnswer[];

export const DOCUMENT_KINDS: Record<VersionedDocument, DocumentKind> = {
  resume: "resume",
  "cover-letter": "coverLetter",
  questions: "questions",
};

export const documentOfKind = (kind: DocumentKind): VersionedDocument =>
  VERSIONED_DOCUMENTS.find((document) => DOCUMENT_KINDS[document] === kind)!;

const questionsSchema = z.array(z.object({ question: z.string(), answer: z.string() }));

/** The stored content as its document's shape, or null when it is not (never written by us). */
export function readContent(document: VersionedDocument, value: unknown): DocumentContent | null {
  const parsed = (document === "questions" ? questionsSchema : z.string()).safeParse(value);
  return parsed.success ? parsed.data : null;
}

// jsonb reorders object keys, so questions compare as [question, answer] pairs.
const contentKey = (content: unknown) =>
  Array.isArray(content)
    ? JSON.stringify(
        questionsSchema
          .catch([])
          .parse(content)
          .map((q) => [q.question, q.answer]),
      )
    : JSON.stringify(content);

/** Locks the user's job row until the transaction ends; another user's job is a 404. */
export async function lockJob(tx: Tx, { userId, jobId }: { userId: string; jobId: string }) {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "Job" WHERE id = ${jobId} AND "userId" = ${userId} FOR UPDATE`;
  if (rows.length === 0) throw ApiError.notFound("Job not found");
}

const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

export function newestVersion(
  tx: Tx,
  { userId, jobId, document }: { userId: string; jobId: string; document: VersionedDocument },
) {
  return tx.documentVersion.findFirst({
    where: { userId, jobId, document: DOCUMENT_KINDS[document] },
    orderBy: NEWEST_FIRST,
    select: { id: true, content: true, createdAt: true },
  });
}

export type VersionInput = {
  userId: string;
  jobId: string;
  document: VersionedDocument;
  content: DocumentContent;
  origin: TextOrigin;
  inputs: GenerationInputs | null;
};

/**
 * Records the document's new current text (nothing when it is unchanged) and forgets the
 * versions past VERSIONS_KEPT. Call inside the transaction that writes the text.
 */
export async function recordVersion(tx: Tx, version: VersionInput) {
  const { userId, jobId, document, content, origin, inputs } = version;
  const newest = await newestVersion(tx, { userId, jobId, document });
  if (newest && contentKey(newest.content) === contentKey(content)) return;
  // Strictly after the newest, so the order never rests on two writes in one millisecond.
  const createdAt = new Date(Math.max(Date.now(), (newest?.createdAt.getTime() ?? 0) + 1));
  const kind = DOCUMENT_KINDS[document];
  await tx.documentVersion.create({
    data: {
      userId,
      jobId,
      document: kind,
      content,
      origin,
      inputs: inputs ?? Prisma.DbNull,
      createdAt,
    },
  });
  const forgotten = await tx.documentVersion.findMany({
    where: { userId, jobId, document: kind },
    orderBy: NEWEST_FIRST,
    skip: VERSIONS_KEPT,
    select: { id: true },
  });
  if (forgotten.length > 0) {
    await tx.documentVersion.deleteMany({
      where: { userId, id: { in: forgotten.map((row) => row.id) } },
    });
  }
}

/** The kept versions of one of the user's documents, newest (the current text) first. */
export async function listVersions({
  userId,
  jobId,
  document,
}: {
  userId: string;
  jobId: string;
  document: VersionedDocument;
}): Promise<DocumentVersion[]> {
  await assertOwnsJob({ userId, jobId });
  const rows = await db().documentVersion.findMany({
    where: { userId, jobId, document: DOCUMENT_KINDS[document] },
    orderBy: NEWEST_FIRST,
    take: VERSIONS_KEPT,
  });
  return rows.flatMap((row, index): DocumentVersion[] => {
    const content = readContent(document, row.content);
    if (content === null) return [];
    const base = {
      id: row.id,
      origin: row.origin,
      createdAt: row.createdAt.toISOString(),
      isCurrent: index === 0,
    };
    return document === "questions"
      ? [{ ...base, document, questions: content as QuestionAnswer[] }]
      : [{ ...base, document, text: content as string }];
  });
}
