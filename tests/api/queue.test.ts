import { createInProcessQueue, setBackgroundQueue } from "@/lib/queue";
import { stopBackgroundQueue } from "@/lib/queue/shutdown";
import { pgBossTestQueue } from "../support/queues";

const waitFor = async (check: () => boolean, timeoutMs = 15_000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe("in-process queue", () => {
  it("runs jobs in order sent, at most `concurrency` at a time", async () => {
    const queue = createInProcessQueue({ concurrency: 2 });
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await queue.work<{ n: number }>("count", async ({ n }) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
      done.push(n);
    });
    for (let n = 0; n < 6; n++) await queue.send("count", { n });
    await queue.idle();
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    await queue.stop();
  });

  it("keeps jobs sent before their worker and runs them once it registers", async () => {
    const queue = createInProcessQueue();
    const seen: string[] = [];
    await queue.send("late", { id: "a" });
    await queue.work<{ id: string }>("late", async ({ id }) => {
      seen.push(id);
    });
    await queue.idle();
    expect(seen).toEqual(["a"]);
    await queue.stop();
  });

  it("survives a handler that throws and refuses work after stop", async () => {
    const queue = createInProcessQueue();
    const seen: number[] = [];
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await queue.work<{ n: number }>("flaky", async ({ n }) => {
      if (n === 1) throw new Error("boom");
      seen.push(n);
    });
    await queue.send("flaky", { n: 1 });
    await queue.send("flaky", { n: 2 });
    await queue.idle();
    expect(seen).toEqual([2]);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
    await queue.stop();
    await expect(queue.send("flaky", { n: 3 })).rejects.toThrow("stopped");
  });
});

describe("stopBackgroundQueue", () => {
  it("stops the process's queue, waiting no longer than the grace period", async () => {
    const queue = createInProcessQueue();
    let finished = false;
    await queue.work("long", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      finished = true;
    });
    await queue.send("long", {});
    await new Promise((resolve) => setImmediate(resolve));
    setBackgroundQueue(queue);
    const started = performance.now();
    await stopBackgroundQueue(100);
    expect(performance.now() - started).toBeLessThan(500);
    expect(finished).toBe(false);
    await expect(queue.send("long", {})).rejects.toThrow("stopped");
    await queue.idle();
    expect(finished).toBe(true);
    setBackgroundQueue(undefined);
  });
});

// pg-boss needs a real PostgreSQL: these run in the suite's PostgreSQL pass.
const describePgBoss = process.env.TEST_DATABASE_URL ? describe : () => undefined;

describePgBoss("pg-boss queue", () => {
  it("runs a job sent through it", async () => {
    const { queue, close } = pgBossTestQueue();
    const seen: string[] = [];
    await queue.work<{ id: string }>("hello", async ({ id }) => {
      seen.push(id);
    });
    await queue.send("hello", { id: "x" });
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual(["x"]);
    await close();
  });

  it("keeps a job across an instance restart: another instance runs it", async () => {
    const first = pgBossTestQueue();
    await first.queue.send("survivor", { id: "kept" });
    await first.close({ dropSchema: false });

    const second = pgBossTestQueue(first.schema);
    const seen: string[] = [];
    await second.queue.work<{ id: string }>("survivor", async ({ id }) => {
      seen.push(id);
    });
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual(["kept"]);
    await second.close();
  });
});
