// One relay app and one fake GA upstream per test file, with the helpers the relay's API
// tests share: open a socket as a user, and start a voice interview on a fresh user's job.
import type WebSocket from "ws";
import { startFakeRealtime, type FakeRealtime } from "./fake-realtime-server";
import { createTestUser, type TestUser } from "./api";
import { setupTestDatabase } from "./database";
import {
  createVoiceJob,
  openVoiceSocket,
  startRealtimeApp,
  waitUntil,
  type Received,
} from "./realtime-client";

export const REALTIME_KEY = "sk-test-realtime-key-never-in-browser";

export const ofType = (received: Received, type: string) =>
  received.events.filter((event) => event.type === type);

type OpenSocket = { socket: WebSocket; received: Received };

export type RelayHarness = {
  fake: () => FakeRealtime;
  port: () => number;
  alice: () => TestUser;
  headers: (user: TestUser | null, origin?: string) => Record<string, string>;
  open: (user: TestUser, query: string) => Promise<OpenSocket>;
  startInterview: (user?: TestUser) => Promise<{
    owner: TestUser;
    job: Awaited<ReturnType<typeof createVoiceJob>>;
    socket: WebSocket;
    received: Received;
    upstream: FakeRealtime["connections"][number];
  }>;
};

/** Registers the file's hooks; call once at the top level of a test file. */
export function setupRealtimeRelay(): RelayHarness {
  setupTestDatabase();
  let fake: FakeRealtime;
  let app: Awaited<ReturnType<typeof startRealtimeApp>>;
  let alice: TestUser;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    fake = await startFakeRealtime({ apiKey: REALTIME_KEY, responseAudioMs: 300 });
    app = await startRealtimeApp();
    alice = await createTestUser();
  });

  beforeEach(() => {
    process.env.OPENAI_REALTIME_URL = fake.url;
    process.env.OPENAI_API_KEY = REALTIME_KEY;
    delete process.env.OPENAI_REALTIME_MODEL;
    delete process.env.REALTIME_MAX_SESSION_SECONDS;
    delete process.env.REALTIME_IDLE_TIMEOUT_SECONDS;
  });

  afterEach(async () => {
    // Each test ends its sessions, so the one-per-user lease is free for the next.
    for (const socket of sockets.splice(0)) socket.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const headers = (user: TestUser | null, origin = app.origin) => ({
    origin,
    ...(user ? { cookie: user.cookie } : {}),
  });

  const open: RelayHarness["open"] = async (user, query) => {
    const outcome = await openVoiceSocket(app.port, query, headers(user));
    if ("status" in outcome) throw new Error(`Refused with ${outcome.status}`);
    sockets.push(outcome.socket);
    return outcome;
  };

  /** Opens a voice session on a fresh user's job and waits for the upstream's session. */
  const startInterview: RelayHarness["startInterview"] = async (user) => {
    const owner = user ?? (await createTestUser());
    const job = await createVoiceJob(owner);
    const before = fake.connections.length;
    const { socket, received } = await open(owner, `?jobId=${job.id}&resumeSource=auto`);
    await waitUntil(() => ofType(received, "session.created").length === 1, "session.created");
    const upstream = fake.connections[before];
    return { owner, job, socket, received, upstream };
  };

  return {
    fake: () => fake,
    port: () => app.port,
    alice: () => alice,
    headers,
    open,
    startInterview,
  };
}
