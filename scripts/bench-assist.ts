// Interview Assist in `npm run bench`: the local engine's answer time, and the time from a
// capture to a filled entry against a transcription server that answers after 300 ms.
import { suggestInterviewAnswer, type AssistInput } from "../lib/ai/local";
import { analyzeFit } from "../lib/match";
import type { ChatServer } from "../tests/support/chat-completions-server";
import { startFakeTranscriptionServer } from "../tests/support/fake-transcription-server";
import { registerBenchUser } from "./bench-user";
import { percentile } from "./bench-stats";

const TRANSCRIPTION_DELAY_MS = 300;
const LOCAL_SAMPLES = 200;
const CAPTURE_SAMPLES = 20; // under the generation limit of 30 a minute, with warm-up
const WARM_UP = 3;

const RESUME = `Jane Doe
Backend Engineer, Fabrikam Payments (2020 - Present)
- Built Python and Django services handling 2 million requests a day.
- Ran PostgreSQL schema migrations with zero downtime.
- Mentored four engineers and led the on-call rotation.
Skills: Python, Django, PostgreSQL, Redis, Docker`;
const JOB = {
  title: "Senior Backend Engineer",
  company: "Tailwind Health",
  description:
    `Requirements:\n- 5+ years of Python and Django\n- PostgreSQL at scale\n- Mentoring engineers\n- Docker and Kubernetes`.repeat(
      4,
    ),
};
const QUESTIONS = [
  "Tell me about a time you mentored an engineer.",
  "How have you handled PostgreSQL schema changes?",
  "What have you built with Django?",
  "Why do you want to work here?",
];

/** The answer from a JSON body, or from the `{ result }` line of a streamed (NDJSON) one. */
function answerOf(text: string): { answer?: string } {
  const lines = text.trim().split("\n");
  const last = JSON.parse(lines[lines.length - 1]) as {
    answer?: string;
    result?: { answer?: string };
  };
  return last.result ?? last;
}

const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
};

function benchLocalAnswer() {
  const fit = analyzeFit({
    resumeText: RESUME,
    jobTitle: JOB.title,
    jobDescription: JOB.description,
  });
  const qa = QUESTIONS.map((question) => ({ question, answer: "I mentored four engineers." }));
  const times: number[] = [];
  for (let index = 0; index < LOCAL_SAMPLES; index++) {
    const input: AssistInput = {
      question: QUESTIONS[index % QUESTIONS.length],
      resumeText: RESUME,
      job: JOB,
      requirements: fit.requirements,
      qa,
      passages: [],
    };
    const started = performance.now();
    suggestInterviewAnswer(input);
    times.push(performance.now() - started);
  }
  console.log(
    `\nInterview Assist local answer: ${figures(times)} over ${LOCAL_SAMPLES} questions (target p95 < 50 ms)`,
  );
}

/**
 * Prints the local engine's figures and starts the slow transcription server; the app
 * server started after this reads TRANSCRIPTION_BASE_URL from the environment.
 */
export async function startAssistBench() {
  benchLocalAnswer();
  const speech = await startFakeTranscriptionServer({
    delayMs: TRANSCRIPTION_DELAY_MS,
    transcript: QUESTIONS[0],
  });
  process.env.TRANSCRIPTION_BASE_URL = speech.baseURL;

  /** With `model`, the bench's server writes answers with that loopback model (no delay). */
  async function measureCapture({
    base,
    secret,
    model,
  }: {
    base: string;
    secret: string;
    model?: ChatServer;
  }) {
    model?.reply({
      kind: "text",
      chunks: ["I mentored four engineers.\n", "KEY POINTS:\n- Mentoring\n"],
    });
    const { headers, cookie } = await registerBenchUser(base, secret, "bench-assist");
    await fetch(`${base}/api/master-resume`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify({ text: RESUME }),
    });
    const audio = new Uint8Array(24 * 1024).fill(1);
    const times: number[] = [];
    for (let index = 0; index < CAPTURE_SAMPLES + WARM_UP; index++) {
      const form = new FormData();
      form.set("audio", new Blob([audio], { type: "audio/webm" }), "capture.webm");
      form.set("source", "audio");
      const started = performance.now();
      const response = await fetch(`${base}/api/interview-assist`, {
        method: "POST",
        headers: { cookie, origin: base },
        body: form,
      });
      const body = answerOf(await response.text());
      if (!response.ok || !body.answer)
        throw new Error(`interview-assist: HTTP ${response.status}`);
      if (index >= WARM_UP) times.push(performance.now() - started);
    }
    console.log(
      `  Interview Assist capture to filled entry: ${figures(times)} with transcription taking ${TRANSCRIPTION_DELAY_MS} ms, ${model ? "a loopback model answering at once" : "the local engine"} (target < 400 ms)`,
    );
    await speech.close();
  }
  return { measureCapture };
}
