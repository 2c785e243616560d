import "server-only";
import { db } from "../../db";
import { backgroundQueue, type Queue } from "../../queue";
import { runBackgroundSearch } from "./run-background-search";
import { BACKGROUND_SEARCH_JOB, type BackgroundSearchJob } from "./types";

const started = new WeakMap<Queue, Promise<void>>();

/**
 * Registers the background-search worker on this process's queue, once. An instance
 * starts working with its first AI Mode request (a start or a poll), so a restarted
 * server picks the work up again as soon as a client polls. On PGlite the queue lives in
 * memory, so searches a stopped process left unfinished are sent again.
 */
export function ensureBackgroundWork(queue: Queue = backgroundQueue()): Promise<void> {
  let ready = started.get(queue);
  if (!ready) {
    ready = (async () => {
      await queue.work<BackgroundSearchJob>(BACKGROUND_SEARCH_JOB, (job) =>
        runBackgroundSearch(job),
      );
      if (queue.kind === "in-process") await resendUnfinished(queue);
    })();
    ready.catch(() => started.delete(queue));
    started.set(queue, ready);
  }
  return ready;
}

async function resendUnfinished(queue: Queue) {
  const unfinished = await db().backgroundSearch.findMany({
    where: { status: { in: ["queued", "running"] } },
    select: { id: true },
    take: 100,
  });
  for (const { id } of unfinished) {
    await db().backgroundSearch.update({ where: { id }, data: { status: "queued" } });
    await queue.send<BackgroundSearchJob>(BACKGROUND_SEARCH_JOB, { searchId: id });
  }
}
