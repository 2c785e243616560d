// Run by scripts/bench-realtime.ts in a Node process of its own. The realtime relay's added latency per audio frame: a 100 ms PCM16 chunk goes from a
// client through /api/realtime-proxy to the fake Realtime GA upstream, which echoes it as
// an audio delta, and back (translated both ways). The same round trip straight to the
// fake is the floor; the difference is what the relay adds. Target: under 5 ms at p95.
import crypto from "node:crypto";
import { encode } from "next-auth/jwt";
import WebSocket from "ws";
import { connect, db, setConnection } from "../lib/db";
import { openDatabase } from "../lib/db/adapter";
import { applyMigrations } from "../lib/db/migrate";
import { startFakeRealtime } from "../tests/support/fake-realtime-server";
import { startRealtimeApp } from "../tests/support/realtime-client";
import { percentile } from "./bench-stats";

const FRAMES = 400;
const WARM_UP = 40;
const CHUNK = Buffer.alloc(4800, 7).toString("base64"); // 2,400 samples

async function roundTrips(socket: WebSocket, expectType: string) {
  const times: number[] = [];
  let resolveFrame: () => void = () => {};
  socket.on("message", (data) => {
    if (String(data).includes(`"type":"${expectType}"`)) resolveFrame();
  });
  for (let index = 0; index < FRAMES + WARM_UP; index++) {
    const arrived = new Promise<void>((resolve) => (resolveFrame = resolve));
    const started = performance.now();
    socket.send(JSON.stringify({ type: "input_audio_buffer.append", audio: CHUNK }));
    await arrived;
    if (index >= WARM_UP) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

function opened(socket: WebSocket) {
  return new Promise<void>((resolve, reject) => {
    socket.once("message", () => resolve()); // session.created
    socket.once("error", reject);
  });
}

export async function benchRealtimeRelay() {
  process.env.NEXTAUTH_SECRET ??= "bench-secret";
  const handle = openDatabase({ url: "memory://" });
  await applyMigrations(handle.sql);
  setConnection(connect(handle));
  const user = await db().user.create({
    data: {
      email: `bench-${crypto.randomBytes(4).toString("hex")}@example.com`,
      masterResume: { create: { text: "Built payment services in TypeScript." } },
    },
  });
  const job = await db().job.create({
    data: { userId: user.id, title: "Engineer", company: "Acme", description: "TypeScript." },
  });
  const fake = await startFakeRealtime({ echoAudio: true, apiKey: "bench-key" });
  process.env.OPENAI_REALTIME_URL = fake.url;
  process.env.OPENAI_API_KEY = "bench-key";
  const app = await startRealtimeApp();
  try {
    const direct = new WebSocket(`${fake.url}?model=gpt-realtime`, {
      headers: { Authorization: "Bearer bench-key" },
    });
    await opened(direct);
    const floor = await roundTrips(direct, "response.output_audio.delta");
    direct.close();

    const token = await encode({ token: { sub: user.id }, secret: process.env.NEXTAUTH_SECRET });
    const relayed = new WebSocket(`ws://127.0.0.1:${app.port}/api/realtime-proxy?jobId=${job.id}`, {
      headers: { origin: app.origin, cookie: `next-auth.session-token=${token}` },
    });
    await opened(relayed);
    const viaRelay = await roundTrips(relayed, "response.audio.delta");
    relayed.close();

    const added = percentile(viaRelay, 95) - percentile(floor, 95);
    if (process.env.BENCH_DEBUG)
      console.log(
        [50, 75, 90, 93, 95, 97, 99]
          .map((p) => `${p}:${percentile(viaRelay, p).toFixed(2)}`)
          .join(" "),
      );
    console.log(
      `Realtime relay, ${FRAMES} audio frames (100 ms each) round trip: direct p50 ${percentile(floor, 50).toFixed(2)} ms p95 ${percentile(floor, 95).toFixed(2)} ms; ` +
        `via relay p50 ${percentile(viaRelay, 50).toFixed(2)} ms p95 ${percentile(viaRelay, 95).toFixed(2)} ms; ` +
        `added at p95 ${added.toFixed(2)} ms (target under 5 ms)${added < 5 ? "" : "  ** over target **"}`,
    );
  } finally {
    await app.close();
    await fake.close();
    await handle.sql.close();
    setConnection(undefined);
  }
}

benchRealtimeRelay().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
