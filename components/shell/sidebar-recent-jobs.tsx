"use client";
import { useJobs } from "@/lib/client/hooks";
import { useNavigation } from "@/lib/client/navigation";
import type { JobSummary } from "@/lib/types";
import { cn } from "@/lib/utils";

/** Spec 1 §9: the sidebar lists the first 8 jobs. */
export const SIDEBAR_RECENT_JOBS_LIMIT = 8;

export function recentJobs(jobs: JobSummary[]): JobSummary[] {
  return jobs.slice(0, SIDEBAR_RECENT_JOBS_LIMIT);
}

/** 'Recent Jobs': shown only when jobs exist; a row opens that job's workbench. */
export function SidebarRecentJobs({ onNavigate }: { onNavigate?: () => void }) {
  const { jobs } = useJobs();
  const navigation = useNavigation();
  if (jobs.length === 0) return null;

  return (
    <section aria-labelledby="sidebar-recent-jobs" className="space-y-1">
      <h2
        id="sidebar-recent-jobs"
        className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
      >
        Recent Jobs
      </h2>
      <ul className="space-y-0.5">
        {recentJobs(jobs).map((job) => {
          const isActive = navigation.view === "job-detail" && navigation.activeJobId === job.id;
          return (
            <li key={job.id}>
              <button
                type="button"
                data-testid="sidebar-recent-job"
                aria-current={isActive ? "page" : undefined}
                onClick={() => {
                  navigation.openJob(job.id);
                  onNavigate?.();
                }}
                className={cn(
                  "flex w-full flex-col items-start rounded-md px-3 py-1.5 text-left transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  isActive ? "bg-accent" : "hover:bg-muted",
                )}
              >
                <span
                  className={cn(
                    "w-full truncate text-sm",
                    isActive ? "font-medium text-accent-foreground" : "text-foreground",
                  )}
                >
                  {job.title}
                </span>
                <span className="w-full truncate text-xs text-muted-foreground">{job.company}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
