import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import WebSocket from "ws";
import { db } from "@/lib/db";
import { handleRealtimeUpgrade, REALTIME_PATH } from "@/lib/realtime/proxy";
import type { TestUser } from "./api";

/** The app's upgrade handler on a loopback port, as server.ts wires it. */
export async function startRealtimeApp() {
  const server: Server = createServer((_request, response) => response.writeHead(404).end());
  server.on(
    "upgrade",
    (request, socket, head) => void handleRealtimeUpgrade(request, socket, head),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A job (with a master résumé unless told otherwise) that the voice interview can run on. */
export async function createVoiceJob(user: TestUser, { resume = true } = {}) {
  if (resume)
    await db().masterResume.upsert({
      where: { userId: user.id },
      create: {
        userId: user.id,
        text: "Led the billing migration at Acme Payments, cutting failures by 40%.",
      },
      update: {},
    });
  return db().job.create({
    data: {
      userId: user.id,
      title: "Platform Engineer",
      company: "Globex",
      description: "We need Kubernetes and Terraform experience. ".repeat(60),
      questions: {
        create: [
          {
            userId: user.id,
            position: 0,
            question: "How do you roll out a risky change?",
            answer: "",
          },
        ],
      },
    },
  });
}

export type Received = {
  events: Record<string, unknown>[];
  closed: Promise<{ code: number; reason: string }>;
};

/** A browser-side socket: the events it receives, its close, or the HTTP status of a refusal. */
export function openVoiceSocket(
  port: number,
  query: string,
  headers: Record<string, string>,
): Promise<{ socket: WebSocket; received: Received } | { status: number }> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}${query}`, { headers });
  const events: Record<string, unknown>[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on("message", (data) => events.push(JSON.parse(String(data))));
  return new Promise((resolve, reject) => {
    socket.on("unexpected-response", (_request, response) => {
      resolve({ status: response.statusCode ?? 0 });
      response.destroy();
    });
    socket.on("open", () => resolve({ socket, received: { events, closed } }));
    socket.on("error", reject);
  });
}

/** Resolves once `check` holds, polling every 10 ms (fails after `timeoutMs`). */
export async function waitUntil(check: () => boolean, what: string, timeoutMs = 5000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
