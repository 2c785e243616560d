"use client";
import { Draggable, Droppable } from "@hello-pangea/dnd";
import { STATUS_DOT_COLORS } from "@/components/jobs/status-select";
import { Badge } from "@/components/ui/badge";
import type { StatusGroup } from "@/lib/board/group-jobs";
import { cn } from "@/lib/utils";
import { JobCard } from "./job-card";

export function BoardColumn({
  group,
  isHighlighted,
}: {
  group: StatusGroup;
  isHighlighted: boolean;
}) {
  const { status, label, jobs, count } = group;
  return (
    <section
      data-testid={`board-column-${status}`}
      data-status-section={status}
      aria-label={`${label} (${count})`}
      className={cn(
        "flex min-w-0 scroll-mt-4 flex-col rounded-xl border bg-muted/40 transition-shadow duration-300",
        isHighlighted && "ring-2 ring-primary ring-offset-2 ring-offset-background",
      )}
    >
      <header className="flex items-center justify-between gap-2 px-3 py-2.5">
        <h2 className="flex items-center gap-2 text-sm font-semibold">
          <span aria-hidden className={cn("size-2.5 rounded-full", STATUS_DOT_COLORS[status])} />
          {label}
        </h2>
        <Badge variant="secondary" data-testid={`board-column-count-${status}`}>
          {count}
        </Badge>
      </header>
      <Droppable droppableId={status}>
        {(provided, snapshot) => (
          <div
            ref={provided.innerRef}
            {...provided.droppableProps}
            className={cn(
              "flex min-h-40 flex-1 flex-col rounded-b-xl px-2 pb-2 transition-colors",
              snapshot.isDraggingOver && "bg-accent/70",
            )}
          >
            {jobs.length === 0 && (
              <div className="mb-2 flex flex-col items-center justify-center rounded-lg border border-dashed px-3 py-8 text-center">
                <p className="text-sm font-medium text-muted-foreground">No jobs yet</p>
                <p className="mt-1 text-xs text-muted-foreground">Drag cards here to move them</p>
              </div>
            )}
            {jobs.map((job, index) => (
              <Draggable
                key={job.id}
                draggableId={job.id}
                index={index}
                disableInteractiveElementBlocking
              >
                {(dragProvided, dragSnapshot) => (
                  <div
                    ref={dragProvided.innerRef}
                    {...dragProvided.draggableProps}
                    {...dragProvided.dragHandleProps}
                    // The handle holds buttons; "group" keeps them reachable to screen readers.
                    role="group"
                    aria-label={`${job.title} at ${job.company}`}
                    className="mb-2 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                  >
                    <JobCard job={job} isDragging={dragSnapshot.isDragging} />
                  </div>
                )}
              </Draggable>
            ))}
            {provided.placeholder}
          </div>
        )}
      </Droppable>
    </section>
  );
}
