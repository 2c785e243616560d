-- AlterTable
ALTER TABLE "InterviewTranscript" ADD COLUMN "scorecard" JSONB;
