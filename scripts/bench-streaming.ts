import type { ChatServer } from "../tests/support/chat-completions-server";
import { percentile } from "./bench-stats";

const SAMPLES = 25; // under the per-user generation limit of 30 a minute, with warm-up
const WARM_UP = 3;
export const MODEL_FIRST_TOKEN_MS = 150;

/**
 * Time to the first streamed byte of POST /api/jobs/{id}/stream-resume, against a
 * chat-completions server whose first token comes after MODEL_FIRST_TOKEN_MS. "Added" is
 * the client's first byte minus the moment the model server wrote its first token: what
 * our server (the ai SDK, our stream, Next) adds on top of the model.
 */
export async function benchStreamingTtfb({
  base,
  cookie,
  jobId,
  model,
}: {
  base: string;
  cookie: string;
  jobId: string;
  model: ChatServer;
}) {
  model.reply({
    kind: "text",
    chunks: ["Jane Doe\n", "Summary line.\n", "Experience.\n"],
    firstChunkDelayMs: MODEL_FIRST_TOKEN_MS,
  });
  const added: number[] = [];
  const total: number[] = [];
  for (let index = 0; index < SAMPLES + WARM_UP; index++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/jobs/${jobId}/stream-resume`, {
      method: "POST",
      headers: { cookie, origin: base, "content-type": "application/json" },
    });
    if (!response.ok) throw new Error(`stream-resume: HTTP ${response.status}`);
    const reader = response.body!.getReader();
    await reader.read();
    const firstByte = performance.now();
    while (!(await reader.read()).done);
    if (index < WARM_UP) continue;
    total.push(firstByte - started);
    added.push(firstByte - model.firstTokenSentAt.at(-1)!);
  }
  added.sort((a, b) => a - b);
  total.sort((a, b) => a - b);
  console.log(
    `  POST stream-resume first byte: p50 ${percentile(total, 50).toFixed(1)} ms, p95 ${percentile(total, 95).toFixed(1)} ms` +
      ` with a model whose first token takes ${MODEL_FIRST_TOKEN_MS} ms (${SAMPLES} requests)`,
  );
  console.log(
    `  added after the model's first token: p50 ${percentile(added, 50).toFixed(1)} ms, p95 ${percentile(added, 95).toFixed(1)} ms (target < 20 ms)`,
  );
}
