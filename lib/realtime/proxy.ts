import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { appOrigin, headerReader } from "../api/app-origin";
import { sessionUserId } from "../auth/session";
import { CLOSE, closeReason, errorEvent } from "./close-codes";
import {
  loadVoiceContext,
  RESUME_SOURCES,
  type ResumeSource,
  type VoiceContext,
} from "./interview-context";
import { claimVoiceSession, voiceStartWaitMs, type VoiceLease } from "./live-sessions";
import { relayVoiceSession } from "./relay";
import {
  readRealtimeSettings,
  upstreamUrl,
  VOICE_NOT_CONFIGURED,
  type RealtimeIntent,
} from "./settings";

export { REALTIME_PATH } from "./path";

/** The largest message the browser may send (an audio chunk of 100 ms is about 6 kB). */
export const MAX_CLIENT_MESSAGE_BYTES = 1024 * 1024;

const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });

const ID_SHAPE = /^c[a-z0-9]{24}$/;

function refuse(socket: Duplex, status: string) {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

type SessionRequest =
  | { intent: "conversation"; jobId: string; resumeSource: ResumeSource }
  | { intent: "transcription" };

/** What the query asks for, or the HTTP status to refuse with. */
function readQuery(request: IncomingMessage): SessionRequest | string {
  const query = new URL(request.url ?? "/", "http://localhost").searchParams;
  if (query.get("intent") === "transcription") return { intent: "transcription" };
  if (query.has("intent") && query.get("intent") !== "conversation") return "400 Bad Request";
  const jobId = query.get("jobId") ?? "";
  if (!ID_SHAPE.test(jobId)) return "404 Not Found";
  const source = query.get("resumeSource") ?? "auto";
  if (!RESUME_SOURCES.includes(source as ResumeSource)) return "400 Bad Request";
  return { intent: "conversation", jobId, resumeSource: source as ResumeSource };
}

function refuseSession(ws: WebSocket, code: number, errorCode: string, message: string) {
  ws.send(errorEvent(errorCode, message));
  ws.close(code, closeReason(message));
}

/**
 * The realtime voice relay's upgrade path. The session cookie must be valid (401), and
 * since browsers let any page open a WebSocket with our cookies, the Origin must be the
 * app's own (403 otherwise, a missing or "null" one included). A conversation names one
 * of the user's jobs (`?jobId=`, 404 otherwise); `?intent=transcription` asks for a
 * transcription-only session. Refusals a browser cannot read from an HTTP status (no
 * résumé, voice not configured, a second live session) come as an error event and a close.
 */
export async function handleRealtimeUpgrade(
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
) {
  try {
    const { headers } = headerReader(request);
    const userId = await sessionUserId({ headers }).catch(() => null);
    if (!userId) return refuse(socket, "401 Unauthorized");
    const origin = headers.get("origin");
    if (!origin || origin !== appOrigin({ headers })) return refuse(socket, "403 Forbidden");
    const asked = readQuery(request);
    if (typeof asked === "string") return refuse(socket, asked);
    const context =
      asked.intent === "conversation"
        ? await loadVoiceContext({ userId, jobId: asked.jobId, resumeSource: asked.resumeSource })
        : null;
    if (context?.status === "no-job") return refuse(socket, "404 Not Found");
    if ((await voiceStartWaitMs(userId)) > 0) return refuse(socket, "429 Too Many Requests");
    sockets.handleUpgrade(
      request,
      socket,
      head,
      (ws) => void startSession(ws, userId, asked.intent, context),
    );
  } catch (error) {
    console.error("Realtime upgrade failed", error);
    refuse(socket, "500 Internal Server Error");
  }
}

async function startSession(
  ws: WebSocket,
  userId: string,
  intent: RealtimeIntent,
  context: VoiceContext | null,
) {
  const settings = readRealtimeSettings();
  if (!settings.available)
    return refuseSession(ws, CLOSE.notConfigured, "voice_not_configured", VOICE_NOT_CONFIGURED);
  if (context?.status === "no-resume")
    return refuseSession(ws, CLOSE.resumeRequired, "resume_required", context.message);
  let lease: VoiceLease | null;
  try {
    lease = await claimVoiceSession(userId, settings.maxSessionMs);
  } catch (error) {
    console.error("Realtime: claiming the voice session failed", error);
    return refuseSession(
      ws,
      CLOSE.serverError,
      "server_error",
      "The voice interview could not start. Please try again.",
    );
  }
  if (!lease)
    return refuseSession(
      ws,
      CLOSE.secondSession,
      "session_already_open",
      "You already have a voice interview open. End it (or close its tab) before starting another.",
    );
  if (ws.readyState !== ws.OPEN) return void lease.release();
  relayVoiceSession({
    client: ws,
    upstreamUrl: upstreamUrl(settings, intent),
    apiKey: settings.apiKey,
    intent,
    instructions: context?.status === "ready" ? context.instructions : null,
    maxSessionMs: settings.maxSessionMs,
    idleTimeoutMs: settings.idleTimeoutMs,
    onEnd: () =>
      void lease
        .release()
        .catch((error: unknown) =>
          console.warn("Realtime: releasing the voice session failed", error),
        ),
  });
}
