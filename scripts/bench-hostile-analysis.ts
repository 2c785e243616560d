// How long the server keeps others waiting while it analyses hostile postings: five
// 50,000-character postings built to make the matcher work hard are analysed one after
// another while another client asks GET /api/health every 10 ms. The analyses run in the
// match worker (lib/match-worker), so health should answer as it does at rest.
import { HOSTILE_POSTINGS, RESUME_PARAGRAPH } from "../lib/match/benchmark";
import { registerBenchUser } from "./bench-user";
import { percentile } from "./bench-stats";

const POSTINGS = [
  "a list of verbs",
  "a list of words",
  "years over and over",
  "commas",
  "one bullet per line",
];

export async function printHealthDuringAnalysis({
  base,
  secret,
}: {
  base: string;
  secret: string;
}) {
  // A user of its own: these analyses must not count against the bench user's generations.
  const user = await registerBenchUser(base, secret, "bench-hostile");
  const headers = { ...user.headers, cookie: user.cookie };
  await fetch(`${base}/api/master-resume`, {
    method: "POST",
    headers,
    body: JSON.stringify({ text: `Jane Doe\n${RESUME_PARAGRAPH}` }),
  });
  const health: number[] = [];
  let stop = false;
  const poll = (async () => {
    while (!stop) {
      const started = performance.now();
      await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const analyses: string[] = [];
  const run = Date.now().toString(36);
  for (const name of POSTINGS) {
    const created = await fetch(`${base}/api/jobs`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        title: "Engineer",
        company: "Hostile Co",
        // A word of this run's own: nothing of an earlier run's reading is remembered.
        description: `Requirements:\n- ${HOSTILE_POSTINGS[name]} run${run}`,
      }),
    });
    const { id } = (await created.json()) as { id: string };
    const started = performance.now();
    const analysed = await fetch(`${base}/api/jobs/${id}/analyze`, { method: "POST", headers });
    await analysed.arrayBuffer();
    analyses.push(`${analysed.status} in ${(performance.now() - started).toFixed(0)} ms`);
    await fetch(`${base}/api/jobs/${id}`, { method: "DELETE", headers });
  }
  stop = true;
  await poll;
  health.sort((a, b) => a - b);
  console.log(`\nHostile postings (50,000 characters) analysed while GET /api/health is polled:`);
  console.log(`  analyses: ${analyses.join(", ")}`);
  console.log(
    `  health meanwhile: ${health.length} requests, p50 ${percentile(health, 50).toFixed(1)} ms, p95 ${percentile(health, 95).toFixed(1)} ms, slowest ${health.at(-1)?.toFixed(1)} ms (target: as at rest, no stall)`,
  );
}
