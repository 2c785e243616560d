// Without "server-only" and the database, so that server.ts can stop the queue the Next
// bundle started (they share globalThis) when the process is asked to end.
import type { Queue } from "./types";

/**
 * Stops this process's background queue, if one started, waiting at most graceMs: pg-boss
 * stops fetching and lets running jobs finish; a job cut short is taken up again after
 * its expiry by another instance (or this one after a restart).
 */
export async function stopBackgroundQueue(graceMs: number): Promise<void> {
  const queue = (globalThis as unknown as { shortlistQueue?: Queue }).shortlistQueue;
  if (!queue) return;
  await Promise.race([
    queue.stop().catch((error) => console.error("The background queue did not stop:", error)),
    new Promise((resolve) => setTimeout(resolve, graceMs).unref()),
  ]);
}
