import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A loopback server that speaks OpenAI's /v1/audio/transcriptions wire format (multipart
 * `file` + `model`, answering `{ "text": ... }`; reference openai-realtime.md §4), so the
 * real @ai-sdk/openai transcription code runs in tests and in the e2e app. It records what
 * it received: the model, the file's name, type, size and SHA-256, and the other fields.
 */

export type ReceivedAudio = {
  model: string;
  fileName: string;
  mediaType: string;
  bytes: number;
  sha256: string;
  /** The first bytes of the file, to tell what format arrived. */
  head: Buffer;
  fields: Record<string, string>;
  authorization: string | undefined;
};

export type TranscriptionReply =
  | { kind: "text"; transcript: string }
  | { kind: "error"; status: number; message: string }
  | { kind: "junk"; body: string; contentType: string }
  | { kind: "hang" };

export type FakeTranscriptionServer = {
  /** http://127.0.0.1:PORT/v1, what TRANSCRIPTION_BASE_URL is set to. */
  baseURL: string;
  received: ReceivedAudio[];
  reply: (next: TranscriptionReply) => void;
  close: () => Promise<void>;
};

export const DEFAULT_FAKE_TRANSCRIPT = `Interviewer: Thanks for coming in. Tell me about a project you are proud of.
Candidate: At my last job we had a checkout that timed out under load. I rewrote the payment service in TypeScript and moved its data to PostgreSQL. As a result checkout latency dropped by 40%.
Interviewer: How do you help junior engineers grow?
Candidate: Um, I mentored two junior engineers through weekly pairing sessions, and both of them now lead their own features.`;

const MAX_BODY_BYTES = 64 * 1024 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(request: http.IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function startFakeTranscriptionServer({
  port = 0,
  delayMs = 0,
  transcript = DEFAULT_FAKE_TRANSCRIPT,
}: {
  port?: number;
  delayMs?: number;
  transcript?: string;
} = {}): Promise<FakeTranscriptionServer> {
  let reply: TranscriptionReply = { kind: "text", transcript };
  const received: ReceivedAudio[] = [];
  const server = http.createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.method !== "POST" || request.url !== "/v1/audio/transcriptions") {
      response.writeHead(404, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "Not found" } }));
      return;
    }
    if (body === null) {
      response.writeHead(413, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "Maximum content size limit exceeded" } }));
      return;
    }
    const form = await new Response(new Uint8Array(body), {
      headers: { "content-type": request.headers["content-type"] ?? "" },
    }).formData();
    const file = form.get("file");
    const fields: Record<string, string> = {};
    form.forEach((value, key) => {
      if (typeof value === "string") fields[key] = value;
    });
    if (!(file instanceof Blob)) {
      response.writeHead(400, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "file is required" } }));
      return;
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    received.push({
      model: fields.model ?? "",
      fileName: (file as File).name ?? "",
      mediaType: file.type,
      bytes: bytes.length,
      sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
      head: bytes.subarray(0, 16),
      fields,
      authorization: request.headers.authorization,
    });
    if (delayMs > 0) await sleep(delayMs);
    const current = reply;
    if (current.kind === "hang") return; // never answers; the client's time limit must end it
    if (current.kind === "error") {
      response.writeHead(current.status, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: current.message, type: "server_error" } }));
      return;
    }
    if (current.kind === "junk") {
      response.writeHead(200, { "content-type": current.contentType });
      response.end(current.body);
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ text: current.transcript }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${actual}/v1`,
    received,
    reply: (next) => {
      reply = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
