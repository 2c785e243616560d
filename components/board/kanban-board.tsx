"use client";
import { DragDropContext, type DropResult } from "@hello-pangea/dnd";
import { statusAfterDrop } from "@/lib/board/drop-status";
import { groupJobsByStatus } from "@/lib/board/group-jobs";
import { updateJobStatus } from "@/lib/client/mutations";
import { toastError } from "@/lib/client/toast-store";
import type { JobStatus, JobSummary } from "@/lib/types";
import { BoardColumn } from "./board-column";
import { BOARD_SENSORS } from "./board-sensors";

function moveCard(result: DropResult) {
  const status = statusAfterDrop(result.source, result.destination);
  if (!status) return;
  // Optimistic: the card shows in its new column at once and returns if the server refuses.
  updateJobStatus(result.draggableId, status).catch(() =>
    toastError("Failed to update job status"),
  );
}

export function KanbanBoard({
  jobs,
  highlighted,
}: {
  jobs: JobSummary[];
  highlighted: JobStatus | null;
}) {
  return (
    <DragDropContext onDragEnd={moveCard} enableDefaultSensors={false} sensors={BOARD_SENSORS}>
      {/* One row of five; narrower screens scroll it sideways (the one scroll container dnd supports). */}
      <div className="-m-1 overflow-x-auto p-1 pb-3">
        <div className="grid min-w-[62rem] grid-cols-5 items-start gap-3">
          {groupJobsByStatus(jobs).map((group) => (
            <BoardColumn
              key={group.status}
              group={group}
              isHighlighted={highlighted === group.status}
            />
          ))}
        </div>
      </div>
    </DragDropContext>
  );
}
