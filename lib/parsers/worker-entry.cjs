/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS entry, loaded by path */
// A pool's worker (see pool.ts): a parser, or the matcher (lib/match-worker). Workers start
// outside Next's bundle, so the TypeScript tasks load through tsx's require hook. One task
// at a time; failures go back as { kind, message }, never as an uncaught error.
const { parentPort, workerData } = require("node:worker_threads");
require("tsx/cjs/api").register();
const { runTask } = require(workerData.tasks);

parentPort.on("message", async ({ task, input }) => {
  try {
    parentPort.postMessage({ ok: true, value: await runTask(task, input) });
  } catch (error) {
    const known = error && typeof error.kind === "string";
    // A parser's unknown error is an unreadable file; the matcher's is a bug worth a log.
    if (!known && workerData.logFailures) console.error("A worker task failed:", error);
    parentPort.postMessage({
      ok: false,
      kind: known ? error.kind : "unreadable",
      message: known ? error.message : "",
    });
  }
});
