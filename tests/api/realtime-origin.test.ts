import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import WebSocket from "ws";
import { endAllSessions } from "@/lib/auth/session-version";
import { handleRealtimeUpgrade, REALTIME_PATH } from "@/lib/realtime/proxy";
import { createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";
import { createVoiceJob } from "../support/realtime-client";

setupTestDatabase();

let server: Server;
let port: number;
let user: TestUser;
let jobIds: Record<string, string>;

beforeAll(async () => {
  user = await createTestUser();
  jobIds = { [user.cookie]: (await createVoiceJob(user)).id };
  server = createServer((_request, response) => response.writeHead(404).end());
  server.on(
    "upgrade",
    (request, socket, head) => void handleRealtimeUpgrade(request, socket, head),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type Outcome = { status: number } | { firstMessage: string };

/** Opens the realtime socket as a browser page at `origin` would (undefined: no Origin). */
function connect(origin: string | undefined, cookie = user.cookie): Promise<Outcome> {
  const headers: Record<string, string> = { cookie };
  if (origin !== undefined) headers.origin = origin;
  const jobId = jobIds[cookie] ?? (Object.values(jobIds)[0] as string);
  const socket = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}?jobId=${jobId}`, {
    headers,
  });
  return new Promise((resolve, reject) => {
    socket.on("unexpected-response", (_request, response) => {
      resolve({ status: response.statusCode ?? 0 });
      response.destroy();
    });
    socket.on("message", (data) => {
      resolve({ firstMessage: String(data) });
      socket.close();
    });
    socket.on("error", reject);
  });
}

describe("the realtime WebSocket upgrade", () => {
  const own = () => `http://127.0.0.1:${port}`;

  it.each([
    ["no Origin", () => undefined],
    ["Origin null (a sandboxed frame or file)", () => "null"],
    ["another site", () => "http://evil.example"],
    ["the same host on another port", () => `http://127.0.0.1:${port + 1}`],
    ["the same host over https", () => `https://127.0.0.1:${port}`],
  ])("refuses a valid session from %s with 403", async (_case, origin) => {
    await expect(connect(origin())).resolves.toEqual({ status: 403 });
  });

  it("accepts the app's own origin with a valid session", async () => {
    const outcome = await connect(own());
    expect(outcome).toEqual({ firstMessage: expect.stringContaining('"type":"error"') });
  });

  it("refuses the app's own origin without a valid session (401)", async () => {
    await expect(connect(own(), "next-auth.session-token=%")).resolves.toEqual({ status: 401 });
    await expect(connect(own(), "")).resolves.toEqual({ status: 401 });
  });

  it("refuses a session ended by logout (401)", async () => {
    const other = await createTestUser();
    jobIds[other.cookie] = (await createVoiceJob(other)).id;
    await expect(connect(own(), other.cookie)).resolves.toHaveProperty("firstMessage");
    await endAllSessions(other.id);
    await expect(connect(own(), other.cookie)).resolves.toEqual({ status: 401 });
  });
});
