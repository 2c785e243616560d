// How long the server keeps others waiting while it refuses or reads hostile uploads: each
// case of the attack review is sent to its upload route while another client asks
// GET /api/health every 10 ms. Every document is read in the parser workers and every
// recording checked before ffmpeg, so health should answer as it does at rest.
import { slowPdf } from "../tests/support/bombs";
import { makePdf } from "../tests/support/files";
import { hlsPlaylistInId3, tooLongWav } from "../tests/support/hostile-audio";
import { registerBenchUser } from "./bench-user";
import { percentile } from "./bench-stats";

const MB = 1024 * 1024;
const fill = (unit: string, bytes: number) => unit.repeat(Math.floor(bytes / unit.length));

type BenchUser = Awaited<ReturnType<typeof registerBenchUser>>;
type Case = { name: string; send: () => Promise<string> };

async function upload(base: string, user: BenchUser, route: string, field: string, file: File) {
  const body = new FormData();
  body.append(field, file);
  const started = performance.now();
  const response = await fetch(`${base}${route}`, {
    method: "POST",
    headers: { cookie: user.cookie, origin: base },
    body,
  });
  await response.arrayBuffer();
  return `${response.status} in ${(performance.now() - started).toFixed(0)} ms`;
}

async function healthWhile(base: string, send: () => Promise<string>) {
  const health: number[] = [];
  let isDone = false;
  const poll = (async () => {
    while (!isDone) {
      const started = performance.now();
      await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const answer = await send();
  isDone = true;
  await poll;
  health.sort((a, b) => a - b);
  return { answer, health };
}

function documentCases(base: string, user: BenchUser): Case[] {
  const context = (name: string, text: string) => () =>
    upload(base, user, "/api/interview-assist/context-file", "context", new File([text], name));
  const resume = (name: string, text: string) => () =>
    upload(base, user, "/api/master-resume/upload", "resume", new File([text], name));
  return [
    {
      name: "context .html, 12 MB of <p>a</p>",
      send: context("c.html", fill("<p>a</p>", 12 * MB - 1024)),
    },
    { name: "context .html, 6,000 nested <div>s", send: context("c.html", "<div>".repeat(6_000)) },
    {
      name: "context .txt, 12 MB of one letter",
      send: context("c.txt", fill("a", 12 * MB - 1024)),
    },
    {
      name: "context .json, 10 MB of brackets",
      send: context("c.json", fill("[", 5 * MB) + fill("]", 5 * MB)),
    },
    {
      name: 'context .txt, 12 MB of "\\n \\n"',
      send: context("c.txt", fill("\n \n", 12 * MB - 1024)),
    },
    {
      name: 'résumé .txt, 10 MB of "\\n \\n"',
      send: resume("cv.txt", fill("\n \n", 10 * MB - 1024)),
    },
  ];
}

function audioCases(base: string, user: BenchUser): Case[] {
  const insight = (bytes: Buffer, name: string, type: string) => () =>
    upload(
      base,
      user,
      "/api/interview-insight",
      "audio",
      new File([new Uint8Array(bytes)], name, { type }),
    );
  return [
    {
      name: "audio: an HLS playlist behind an ID3 tag, 30 MB",
      send: insight(hlsPlaylistInId3("/etc/hostname"), "talk.mp3", "audio/mpeg"),
    },
    {
      name: "audio: a 30 MB WAV of over 8 hours",
      send: insight(tooLongWav(), "talk.wav", "audio/wav"),
    },
  ];
}

/** Five accounts fill the parsers with three slow PDFs each; then an ordinary upload. */
async function fairnessCase(base: string, secret: string): Promise<Case> {
  const attackers = await Promise.all(
    [1, 2, 3, 4, 5].map((n) => registerBenchUser(base, secret, `bench-flood-${n}`)),
  );
  const ordinary = await registerBenchUser(base, secret, "bench-ordinary");
  const pdf = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name);
  return {
    name: "an ordinary résumé upload behind 15 slow PDFs from 5 accounts",
    send: async () => {
      const flood = attackers.flatMap((attacker) =>
        [1, 2, 3].map(() =>
          upload(base, attacker, "/api/master-resume/upload", "resume", pdf(slowPdf(), "cv.pdf")),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const answer = await upload(
        base,
        ordinary,
        "/api/master-resume/upload",
        "resume",
        pdf(makePdf(["Ada Lovelace", "Analyst"]), "cv.pdf"),
      );
      const statuses = (await Promise.all(flood)).map((line) => line.split(" ")[0]);
      return `${answer} (the flood: ${statuses.filter((s) => s === "503").length} of 15 refused busy)`;
    },
  };
}

export async function printHealthDuringHostileUploads({
  base,
  secret,
}: {
  base: string;
  secret: string;
}) {
  const user = await registerBenchUser(base, secret, "bench-uploads");
  const cases = [
    ...documentCases(base, user),
    await fairnessCase(base, secret),
    ...audioCases(base, user),
  ];
  console.log("\nHostile uploads, each while GET /api/health is polled every 10 ms:");
  for (const { name, send } of cases) {
    const { answer, health } = await healthWhile(base, send);
    console.log(
      `  ${name}: HTTP ${answer}; health ${health.length} requests, p50 ${percentile(health, 50).toFixed(1)} ms, p95 ${percentile(health, 95).toFixed(1)} ms, slowest ${health.at(-1)?.toFixed(1)} ms (target: p95 as at rest, slowest under 1 s)`,
    );
  }
}
