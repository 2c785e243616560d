-- CreateEnum
CREATE TYPE "BackgroundSearchStatus" AS ENUM ('queued', 'running', 'completed', 'failed');

-- CreateTable
CREATE TABLE "SavedSearchSetting" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "titles" TEXT NOT NULL,
    "keywords" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "salary" TEXT NOT NULL,
    "jobType" TEXT NOT NULL,
    "workArrangement" TEXT NOT NULL,
    "searchType" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SavedSearchSetting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DiscoveryHistory" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "backgroundSearchId" TEXT,
    "searchDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "totalResults" INTEGER NOT NULL,
    "results" JSONB NOT NULL,
    "searchCriteria" JSONB NOT NULL,

    CONSTRAINT "DiscoveryHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BackgroundSearch" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "status" "BackgroundSearchStatus" NOT NULL DEFAULT 'queued',
    "criteria" JSONB NOT NULL,
    "jobs" JSONB,
    "sources" JSONB,
    "poweredBy" TEXT NOT NULL DEFAULT 'local',
    "error" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMPTZ(3),
    "finishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "BackgroundSearch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DiscoverBoards" (
    "userId" TEXT NOT NULL,
    "greenhouseBoards" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "leverSites" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "ashbyBoards" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "DiscoverBoards_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "SavedSearchSetting_userId_searchType_createdAt_idx" ON "SavedSearchSetting"("userId", "searchType", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "DiscoveryHistory_backgroundSearchId_key" ON "DiscoveryHistory"("backgroundSearchId");

-- CreateIndex
CREATE INDEX "DiscoveryHistory_userId_searchDate_idx" ON "DiscoveryHistory"("userId", "searchDate");

-- CreateIndex
CREATE INDEX "BackgroundSearch_userId_createdAt_idx" ON "BackgroundSearch"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "BackgroundSearch_status_idx" ON "BackgroundSearch"("status");

-- AddForeignKey
ALTER TABLE "SavedSearchSetting" ADD CONSTRAINT "SavedSearchSetting_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscoveryHistory" ADD CONSTRAINT "DiscoveryHistory_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BackgroundSearch" ADD CONSTRAINT "BackgroundSearch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscoverBoards" ADD CONSTRAINT "DiscoverBoards_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
