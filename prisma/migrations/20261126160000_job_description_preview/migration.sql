-- GET /api/jobs shows the start of each description (LIST_DESCRIPTION_LENGTH, 160). The
-- database keeps it as a generated column, so every write of description (the app, a
-- script, a restore) updates it, and adding the column fills it for every existing row.
-- AlterTable
ALTER TABLE "Job" ADD COLUMN "descriptionPreview" TEXT NOT NULL GENERATED ALWAYS AS (left("description", 160)) STORED;

-- The list reads a user's jobs most recently updated first, then by id: this index gives
-- that order without a sort, and serves a page that starts after a cursor.
-- DropIndex
DROP INDEX "Job_userId_updatedAt_idx";

-- CreateIndex
CREATE INDEX "Job_userId_updatedAt_id_idx" ON "Job"("userId", "updatedAt" DESC, "id");
