// Interview Insight's figures for `npm run bench`: the analysis of a 60-minute transcript
// (lib/interview, target under 100 ms) and the server's peak memory while it receives a
// 150 MB audio upload (streamed to disk by formidable, target under 100 MB above idle).
import fs from "node:fs";
import { analyzeTranscript, localNotes } from "../lib/interview";
import { countWords } from "../lib/interview/words";

const MB = 1024 * 1024;
const UPLOAD_BYTES = 150 * MB;

const JOB = {
  title: "Senior Backend Engineer",
  description:
    "Requirements:\n- Strong TypeScript and Node.js\n- Experience with PostgreSQL\n- Kubernetes in production\n- Mentoring engineers\n- On-call incident response\nNice to have: GraphQL, Terraform",
};

const QUESTIONS = [
  "Tell me about a project you are proud of.",
  "How do you handle a disagreement with a colleague?",
  "Walk me through how you debug a slow query.",
  "What would you do differently next time?",
  "How do you help junior engineers grow?",
];

const ANSWER = [
  "At my last job we had a checkout that, um, timed out under load every Friday.",
  "I rewrote the payment service in TypeScript and moved its data to PostgreSQL, and I set up alerts for the slow paths.",
  "We also, you know, sort of changed how the team reviewed risky releases.",
  "As a result checkout latency dropped by 40% and we had no weekend incidents for a quarter.",
  "I mentored two junior engineers through it, uh, and both of them now lead their own features.",
];

const clock = (seconds: number) =>
  [seconds / 3600, (seconds % 3600) / 60, seconds % 60]
    .map((part) => String(Math.floor(part)).padStart(2, "0"))
    .join(":");

/** About 9,000 words of interview (an hour at 150 words a minute), with timestamps. */
export function hourLongTranscript(): string {
  const lines: string[] = [];
  let words = 0;
  // A question and its answer take 36 seconds: 100 of them fill the hour.
  for (let turn = 0; words < 9_000; turn++) {
    const question = QUESTIONS[turn % QUESTIONS.length];
    const answer = ANSWER.slice(turn % 2).join(" ");
    lines.push(`[${clock(turn * 36)}] Interviewer: ${question}`);
    lines.push(`[${clock(turn * 36 + 4)}] Candidate: ${answer}`);
    words += countWords(question) + countWords(answer);
  }
  return lines.join("\n");
}

function analysisMs(): { ms: number; words: number } {
  const transcript = hourLongTranscript();
  const run = () => localNotes(analyzeTranscript(transcript, { job: JOB, durationSeconds: 3600 }));
  run(); // warm the matcher's vocabulary and caches, as a running server has them
  const timings: number[] = [];
  for (let index = 0; index < 9; index++) {
    const started = performance.now();
    run();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { ms: timings[Math.floor(timings.length / 2)], words: countWords(transcript) };
}

function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024;
}

/** A 150 MB multipart body made as it is sent, so the bench itself holds 1 MB at a time. */
function streamedUpload(boundary: string): ReadableStream<Uint8Array> {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="interview.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MB, 7);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(new Uint8Array(head));
      if (sent >= UPLOAD_BYTES) {
        controller.enqueue(new Uint8Array(tail));
        controller.close();
        return;
      }
      const size = Math.min(MB, UPLOAD_BYTES - sent);
      controller.enqueue(new Uint8Array(chunk.subarray(0, size)));
      sent += size;
    },
  });
}

async function uploadPeak({ base, cookie, pid }: { base: string; cookie: string; pid: number }) {
  const idle = rssBytes(pid);
  let peak = idle;
  const poll = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 10);
  const boundary = "----bench-interview-insight";
  const started = performance.now();
  // Not audio by content: the server receives all of it, then refuses it (415) without
  // transcribing, so the figure is the receiving alone.
  const response = await fetch(`${base}/api/interview-insight`, {
    method: "POST",
    headers: {
      cookie,
      origin: base,
      "content-type": `multipart/form-data; boundary=${boundary}`,
    },
    body: streamedUpload(boundary),
    duplex: "half",
  } as RequestInit);
  const answer = (await response.json()) as { message?: string };
  clearInterval(poll);
  return {
    status: response.status,
    message: answer.message,
    ms: performance.now() - started,
    idle,
    peak,
  };
}

export async function benchInterviewInsight(server: { base: string; cookie: string; pid: number }) {
  const analysis = analysisMs();
  console.log(
    `\nlib/interview: analysis of a 60-minute transcript (${analysis.words.toLocaleString("en-US")} words, with a job) ${analysis.ms.toFixed(1)} ms (target < 100)`,
  );
  const upload = await uploadPeak(server);
  console.log(
    `Server memory while receiving a 150 MB audio upload: HTTP ${upload.status} in ${upload.ms.toFixed(0)} ms (${upload.message}); peak RSS ${(upload.peak / MB).toFixed(0)} MB (+${((upload.peak - upload.idle) / MB).toFixed(0)} MB over idle; target < 100)`,
  );
}
