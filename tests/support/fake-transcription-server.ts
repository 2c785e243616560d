import http from "node:http";
import type { AddressInfo } from "node:net";

// A loopback server speaking OpenAI's POST /v1/audio/transcriptions (multipart in, JSON
// {text} out), for tests and the bench. Interview Insight's branch owns the full version.

export type FakeTranscriptionServer = {
  baseURL: string;
  /** Bytes of each request body received. */
  requests: number[];
  setTranscript: (text: string) => void;
  /** The next requests answer with this status and an OpenAI-style error. */
  failWith: (status: number | null) => void;
  close: () => Promise<void>;
};

export async function startFakeTranscriptionServer({
  port = 0,
  delayMs = 0,
  transcript = "Tell me about a time you led a project.",
}: {
  port?: number;
  delayMs?: number;
  transcript?: string;
} = {}): Promise<FakeTranscriptionServer> {
  let text = transcript;
  let failure: number | null = null;
  const requests: number[] = [];
  const server = http.createServer(async (request, response) => {
    let bytes = 0;
    for await (const chunk of request) bytes += (chunk as Buffer).length;
    requests.push(bytes);
    if (request.method !== "POST" || !request.url?.endsWith("/audio/transcriptions")) {
      response.writeHead(404).end();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failure) {
      response.writeHead(failure, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "Fake failure", type: "server_error" } }));
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ text }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${actual}/v1`,
    requests,
    setTranscript: (next) => (text = next),
    failWith: (status) => (failure = status),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
