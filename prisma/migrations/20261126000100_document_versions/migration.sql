-- CreateEnum
CREATE TYPE "DocumentKind" AS ENUM ('resume', 'coverLetter', 'questions');

-- CreateEnum
CREATE TYPE "TextOrigin" AS ENUM ('generated', 'edited');

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "analysisInputs" JSONB,
ADD COLUMN     "coverLetterInputs" JSONB,
ADD COLUMN     "questionsInputs" JSONB,
ADD COLUMN     "resumeInputs" JSONB;

-- CreateTable
CREATE TABLE "DocumentVersion" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "document" "DocumentKind" NOT NULL,
    "content" JSONB NOT NULL,
    "origin" "TextOrigin" NOT NULL,
    "inputs" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DocumentVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DocumentVersion_jobId_document_createdAt_idx" ON "DocumentVersion"("jobId", "document", "createdAt");

-- AddForeignKey
ALTER TABLE "DocumentVersion" ADD CONSTRAINT "DocumentVersion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentVersion" ADD CONSTRAINT "DocumentVersion_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Backfill: each existing résumé, cover letter and question set becomes the first (current)
-- version of its document, so "the newest version is the current text" holds from here on
-- and the text a first regeneration replaces can be restored. Whether it was edited by hand
-- is not known; it is recorded as generated so nothing asks about edits that may not exist.
INSERT INTO "DocumentVersion" ("id", "userId", "jobId", "document", "content", "origin", "createdAt")
SELECT 'backfill-' || md5(j."id" || ':resume'), j."userId", j."id", 'resume',
       to_jsonb(j."tailoredResume"), 'generated', j."updatedAt"
FROM "Job" j
WHERE j."tailoredResume" IS NOT NULL;

INSERT INTO "DocumentVersion" ("id", "userId", "jobId", "document", "content", "origin", "createdAt")
SELECT 'backfill-' || md5(j."id" || ':coverLetter'), j."userId", j."id", 'coverLetter',
       to_jsonb(j."coverLetter"), 'generated', j."updatedAt"
FROM "Job" j
WHERE j."coverLetter" IS NOT NULL;

INSERT INTO "DocumentVersion" ("id", "userId", "jobId", "document", "content", "origin", "createdAt")
SELECT 'backfill-' || md5(j."id" || ':questions'), j."userId", j."id", 'questions',
       (SELECT jsonb_agg(jsonb_build_object('question', q."question", 'answer', q."answer")
                         ORDER BY q."position")
        FROM "InterviewQuestion" q WHERE q."jobId" = j."id"),
       'generated', j."updatedAt"
FROM "Job" j
WHERE EXISTS (SELECT 1 FROM "InterviewQuestion" q WHERE q."jobId" = j."id");
