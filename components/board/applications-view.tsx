"use client";
import { useRef } from "react";
import { QueryError } from "@/components/ui/query-error";
import { HttpError } from "@/lib/client/fetcher";
import { useJobs } from "@/lib/client/hooks";
import { useIsMobile } from "@/lib/client/use-media-query";
import { AddJobDialog } from "./add-job-dialog";
import { BoardSkeleton } from "./board-skeleton";
import { KanbanBoard } from "./kanban-board";
import { StatusAccordion } from "./status-accordion";
import { useStatusFocus } from "./use-status-focus";

/** The applications board (spec 1 §2 "Applications board"). */
export function ApplicationsView() {
  const { jobs, error, isLoading, refresh } = useJobs();
  const isMobile = useIsMobile();
  const container = useRef<HTMLDivElement>(null);
  const highlighted = useStatusFocus(container, !isLoading && !error);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">Applications</h1>
          {!isMobile && (
            <p className="text-sm text-muted-foreground">
              Drag cards between columns to update their status
            </p>
          )}
        </div>
        <AddJobDialog />
      </header>
      <div ref={container}>
        {error ? (
          <QueryError
            message={`Your jobs could not be loaded. ${error instanceof HttpError ? error.serverMessage : ""}`.trim()}
            onRetry={() => void refresh()}
          />
        ) : isLoading ? (
          <BoardSkeleton isMobile={isMobile} />
        ) : isMobile ? (
          <StatusAccordion jobs={jobs} highlighted={highlighted} />
        ) : (
          <KanbanBoard jobs={jobs} highlighted={highlighted} />
        )}
      </div>
    </div>
  );
}
