"use client";
import { useState } from "react";
import { STATUS_DOT_COLORS } from "@/components/jobs/status-select";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import { Badge } from "@/components/ui/badge";
import { INITIAL_OPEN_SECTIONS, withSectionOpen } from "@/lib/board/accordion-sections";
import { groupJobsByStatus } from "@/lib/board/group-jobs";
import type { JobStatus, JobSummary } from "@/lib/types";
import { cn } from "@/lib/utils";
import { JobCard } from "./job-card";

/** The board on small screens: one section per status; cards change status by their dropdown. */
export function StatusAccordion({
  jobs,
  highlighted,
}: {
  jobs: JobSummary[];
  highlighted: JobStatus | null;
}) {
  const [open, setOpen] = useState<string[]>(() =>
    withSectionOpen(INITIAL_OPEN_SECTIONS, highlighted),
  );
  const [appliedFocus, setAppliedFocus] = useState(highlighted);
  // A new focus from the dashboard opens its section (adjusting state while rendering).
  if (highlighted !== appliedFocus) {
    setAppliedFocus(highlighted);
    setOpen(withSectionOpen(open, highlighted));
  }

  return (
    <Accordion
      type="multiple"
      value={open}
      onValueChange={setOpen}
      data-testid="board-accordion"
      className="rounded-xl border bg-card"
    >
      {groupJobsByStatus(jobs).map(({ status, label, jobs: inStatus, count }) => (
        <AccordionItem
          key={status}
          value={status}
          data-testid={`board-accordion-${status}`}
          data-status-section={status}
          className={cn(
            "scroll-mt-20 border-b transition-shadow duration-300 last:border-b-0",
            highlighted === status && "rounded-lg ring-2 ring-primary ring-inset",
          )}
        >
          <AccordionTrigger className="px-4 py-3 text-sm font-medium">
            <span className="flex flex-1 items-center gap-2">
              <span
                aria-hidden
                className={cn("size-2.5 rounded-full", STATUS_DOT_COLORS[status])}
              />
              {label}
              <Badge
                variant="secondary"
                className="ml-auto"
                data-testid={`board-accordion-count-${status}`}
              >
                {count}
              </Badge>
            </span>
          </AccordionTrigger>
          <AccordionContent className="space-y-2 px-3 pb-3">
            {inStatus.length === 0 ? (
              <p className="rounded-lg border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">
                No jobs in this category
              </p>
            ) : (
              inStatus.map((job) => <JobCard key={job.id} job={job} />)
            )}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
