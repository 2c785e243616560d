"use client";
import { BookmarkIcon, MessagesSquareIcon, SendIcon, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { useNavigation } from "@/lib/client/navigation";
import type { JobStatus, JobSummary } from "@/lib/types";
import { cn } from "@/lib/utils";

const TILES: {
  status: JobStatus;
  label: string;
  helper: string;
  icon: LucideIcon;
  tone: string;
}[] = [
  {
    status: "prospect",
    label: "Prospects",
    helper: "Saved roles to research",
    icon: BookmarkIcon,
    tone: "bg-blue-100 text-blue-700",
  },
  {
    status: "applied",
    label: "Applied",
    helper: "Waiting to hear back",
    icon: SendIcon,
    tone: "bg-yellow-100 text-yellow-700",
  },
  {
    status: "interviewing",
    label: "Interviewing",
    helper: "Conversations in progress",
    icon: MessagesSquareIcon,
    tone: "bg-green-100 text-green-700",
  },
];

/**
 * Counts per status; a tile opens the board focused on its status. A tile's accessible
 * name is its visible text ("Prospects 2 Saved roles to research"), a zero read as "0".
 */
export function StatusTiles({ jobs, isLoading }: { jobs: JobSummary[]; isLoading: boolean }) {
  const { openApplications } = useNavigation();
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {TILES.map(({ status, label, helper, icon: Icon, tone }) => {
        const count = jobs.filter((job) => job.status === status).length;
        const hintId = `${id}-${status}-hint`;
        return (
          <div key={status} className="contents">
            <button
              type="button"
              data-testid={`tile-${status}`}
              onClick={() => openApplications(status)}
              aria-describedby={hintId}
              className="flex items-center gap-4 rounded-xl border bg-card p-3 text-left sm:p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span
                className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", tone)}
              >
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium text-muted-foreground">{label}</span>
                {isLoading ? (
                  <Skeleton className="my-1 h-7 w-10" />
                ) : (
                  <span
                    className="block text-2xl font-semibold tabular-nums"
                    data-testid={`tile-${status}-count`}
                  >
                    {count || (
                      <>
                        <span aria-hidden>—</span>
                        <span className="sr-only">0</span>
                      </>
                    )}
                  </span>
                )}
                <span className="block truncate text-xs text-muted-foreground">{helper}</span>
              </span>
            </button>
            <span id={hintId} hidden>
              Opens Applications filtered by {label}
            </span>
          </div>
        );
      })}
    </div>
  );
}
