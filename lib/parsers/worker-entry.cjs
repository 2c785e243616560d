/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS entry, loaded by path */
// A parser worker (see pool.ts). Workers start outside Next's bundle, so the TypeScript
// tasks load through tsx's require hook. One task at a time; failures go back as
// { kind, message }, never as an uncaught error.
const { parentPort } = require("node:worker_threads");
require("tsx/cjs/api").register();
const { runTask } = require("./tasks.ts");

parentPort.on("message", async ({ task, input }) => {
  try {
    parentPort.postMessage({ ok: true, value: await runTask(task, input) });
  } catch (error) {
    const known = error && typeof error.kind === "string";
    parentPort.postMessage({
      ok: false,
      kind: known ? error.kind : "unreadable",
      message: known ? error.message : "",
    });
  }
});
