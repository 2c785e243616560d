-- AlterTable
ALTER TABLE "MasterResume" ADD COLUMN     "targetRoles" TEXT[] DEFAULT ARRAY[]::TEXT[];

