import WebSocket, { type RawData } from "ws";
import { CLOSE, closeReason, errorEvent } from "./close-codes";
import { isObject, type RealtimeEvent } from "./event-shapes";
import type { RealtimeIntent } from "./settings";
import { createClientTranslator } from "./to-client";
import { toUpstream } from "./to-upstream";

export type RelayOptions = {
  client: WebSocket;
  upstreamUrl: string;
  apiKey: string | undefined;
  intent: RealtimeIntent;
  /** The server-built interviewer instructions (conversation sessions only). */
  instructions: string | null;
  maxSessionMs: number;
  idleTimeoutMs: number;
  onEnd(): void;
};

// Messages the browser may send before the upstream socket is open (its session.update
// and the first audio chunks); more than this means the upstream is not answering.
const MAX_QUEUED = 64;
// A browser that stops reading must not make the server buffer audio without end.
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
const HANDSHAKE_TIMEOUT_MS = 10_000;

const minutes = (ms: number) => {
  if (ms < 60_000) return `${Math.round(ms / 100) / 10} seconds`;
  const value = Math.round(ms / 60_000);
  return `${value} minute${value === 1 ? "" : "s"}`;
};

function parseEvent(data: RawData): RealtimeEvent | null {
  try {
    const event: unknown = JSON.parse(data.toString());
    return isObject(event) && typeof event.type === "string" ? (event as RealtimeEvent) : null;
  } catch {
    return null;
  }
}

/** The code the browser sees when the upstream closes (see close-codes.ts). */
function clientCloseFor(code: number, reason: string): [number, string] {
  if (code === 1000 || code === 1001) return [CLOSE.normal, "The voice service ended the session"];
  if (code >= 4000 && code <= 4999)
    return [code, closeReason(reason || `The voice service closed the session (${code})`)];
  return [CLOSE.serverError, `The voice service closed the connection (${code})`];
}

/**
 * Relays one voice session between the browser and the Realtime GA upstream, translating
 * events both ways. The key goes only into the upstream handshake; instructions come only
 * from the server. Either side closing closes the other.
 */
export function relayVoiceSession(options: RelayOptions) {
  const { client, intent } = options;
  const translateToClient = createClientTranslator();
  const queued: string[] = [];
  let ended = false;

  const upstream = new WebSocket(options.upstreamUrl, {
    headers: options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {},
    handshakeTimeout: HANDSHAKE_TIMEOUT_MS,
  });

  const sendToClient = (message: string) => {
    if (client.readyState !== WebSocket.OPEN) return;
    if (client.bufferedAmount > MAX_BUFFERED_BYTES)
      return end(CLOSE.serverError, "The browser is not keeping up with the audio");
    client.send(message);
  };

  const sessionTimer = setTimeout(
    () => end(CLOSE.timeLimit, `Voice interviews are limited to ${minutes(options.maxSessionMs)}`),
    options.maxSessionMs,
  );
  // Activity is a timestamp checked when the idle timer fires, so a message (ten audio
  // chunks a second) costs an assignment, not a new timer.
  let lastActivity = Date.now();
  let idleTimer: NodeJS.Timeout | undefined;
  const checkIdle = () => {
    const idleFor = Date.now() - lastActivity;
    if (idleFor >= options.idleTimeoutMs)
      return end(CLOSE.idle, `Closed after ${minutes(options.idleTimeoutMs)} without activity`);
    idleTimer = setTimeout(checkIdle, options.idleTimeoutMs - idleFor);
  };
  idleTimer = setTimeout(checkIdle, options.idleTimeoutMs);
  const touch = () => {
    lastActivity = Date.now();
  };

  function end(clientCode: number, reason: string, upstreamCode = 1000) {
    if (ended) return;
    ended = true;
    clearTimeout(sessionTimer);
    clearTimeout(idleTimer);
    queued.length = 0;
    if (client.readyState === WebSocket.OPEN || client.readyState === WebSocket.CONNECTING)
      client.close(clientCode, closeReason(reason));
    if (upstream.readyState === WebSocket.OPEN) upstream.close(upstreamCode);
    else if (upstream.readyState === WebSocket.CONNECTING) upstream.terminate();
    options.onEnd();
  }

  const sendUpstream = (message: string) => {
    if (upstream.readyState === WebSocket.OPEN) return upstream.send(message);
    if (queued.length >= MAX_QUEUED)
      return end(CLOSE.serverError, "The voice service did not answer in time");
    queued.push(message);
  };

  client.on("message", (data, isBinary) => {
    if (ended) return;
    touch();
    const event = isBinary ? null : parseEvent(data);
    if (!event) {
      sendToClient(
        errorEvent("invalid_event", 'Each message must be a JSON object with a string "type".'),
      );
      return;
    }
    const translated = toUpstream(event, intent);
    if (translated) sendUpstream(JSON.stringify(translated));
  });

  upstream.on("open", () => {
    for (const message of queued.splice(0)) upstream.send(message);
  });

  upstream.on("message", (data) => {
    if (ended) return;
    const event = parseEvent(data);
    if (!event) return;
    if (event.type === "session.created" && options.instructions !== null) {
      // The interviewer's brief goes first; the client's own updates never carry one.
      upstream.send(
        JSON.stringify({
          type: "session.update",
          session: { type: "realtime", instructions: options.instructions },
        }),
      );
    }
    const translated = translateToClient(event);
    if (translated) sendToClient(JSON.stringify(translated));
  });

  upstream.on("unexpected-response", (_request, response) => {
    response.resume();
    sendToClient(
      errorEvent(
        "upstream_refused",
        `The voice service refused the connection (HTTP ${response.statusCode}). Check the server's OpenAI key and realtime settings.`,
      ),
    );
    end(CLOSE.serverError, "The voice service refused the connection");
  });

  upstream.on("error", () => {
    sendToClient(
      errorEvent(
        "upstream_unreachable",
        "Could not reach the voice service. Try again in a moment.",
      ),
    );
    end(CLOSE.serverError, "Could not reach the voice service");
  });

  upstream.on("close", (code, reason) => {
    const [clientCode, text] = clientCloseFor(code, reason.toString());
    end(clientCode, text);
  });

  client.on("close", () => end(CLOSE.normal, "Closed by the browser"));
  client.on("error", () => end(CLOSE.serverError, "Connection error"));
}
