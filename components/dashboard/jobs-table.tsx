"use client";
import { StatusBadge } from "@/components/jobs/status-badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { JobSummary } from "@/lib/types";

/** Title, Company, Status; a row opens the job's workbench by click or Enter. */
export function JobsTable({
  jobs,
  onOpen,
  caption,
}: {
  jobs: JobSummary[];
  onOpen: (jobId: string) => void;
  caption?: string;
}) {
  return (
    <Table className="table-fixed">
      {caption && <caption className="sr-only">{caption}</caption>}
      <TableHeader>
        <TableRow isHoverable={false}>
          <TableHead>Title</TableHead>
          <TableHead className="hidden w-[38%] sm:table-cell">Company</TableHead>
          <TableHead className="w-28">Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {jobs.map((job) => (
          <TableRow
            key={job.id}
            data-testid="recent-job-row"
            data-job-id={job.id}
            tabIndex={0}
            aria-label={`Open ${job.title} at ${job.company}`}
            onClick={() => onOpen(job.id)}
            onKeyDown={(event) => {
              if (event.key === "Enter" || event.key === " ") {
                event.preventDefault();
                onOpen(job.id);
              }
            }}
            className="cursor-pointer outline-none focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
          >
            <TableCell className="font-medium">
              <span className="block truncate" title={job.title}>
                {job.title}
              </span>
              {/* Phones have no Company column: the company sits under the title. */}
              <span className="block truncate text-xs font-normal text-muted-foreground sm:hidden">
                {job.company}
              </span>
            </TableCell>
            <TableCell
              className="hidden w-[38%] truncate text-muted-foreground sm:table-cell"
              title={job.company}
            >
              {job.company}
            </TableCell>
            <TableCell className="w-28">
              <StatusBadge status={job.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
