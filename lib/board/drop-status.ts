import { isJobStatus } from "./group-jobs";
import type { JobStatus } from "@/lib/types";

type DropLocation = { droppableId: string } | null | undefined;

/**
 * The status a dropped card should take: the status of the column it lands in, wherever in
 * that column (on top of another card included). Null when nothing changes.
 */
export function statusAfterDrop(source: DropLocation, destination: DropLocation): JobStatus | null {
  if (!destination || !isJobStatus(destination.droppableId)) return null;
  if (source?.droppableId === destination.droppableId) return null;
  return destination.droppableId;
}
