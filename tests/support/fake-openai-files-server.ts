import http from "node:http";
import type { AddressInfo } from "node:net";

// A loopback server speaking OpenAI's Files, Vector Stores and streamed Responses wire
// formats (reference/openai-realtime.md §6, §7.2), for the context file's OpenAI path.

export type FakeOpenAiFiles = {
  baseURL: string;
  /** Every request as "METHOD /path", in order. */
  calls: string[];
  /** Parsed JSON bodies of POST /v1/responses. */
  responses: Record<string, unknown>[];
  /** Vector stores and files that exist now. */
  stores: Set<string>;
  files: Set<string>;
  /** The text the Responses API streams back. */
  setReply: (text: string) => void;
  close: () => Promise<void>;
};

function sse(response: http.ServerResponse, events: Record<string, unknown>[]) {
  response.writeHead(200, { "content-type": "text/event-stream" });
  events.forEach((event, index) =>
    response.write(
      `event: ${event.type}\ndata: ${JSON.stringify({ ...event, sequence_number: index })}\n\n`,
    ),
  );
  response.end();
}

function responseEvents(text: string, vectorStores: string[]) {
  const base = { id: "resp_1", object: "response", created_at: 1764964102, model: "gpt-5-mini" };
  return [
    { type: "response.created", response: { ...base, status: "in_progress", output: [] } },
    {
      type: "response.output_item.added",
      output_index: 0,
      item: {
        id: "fs_1",
        type: "file_search_call",
        status: "in_progress",
        queries: [],
        results: null,
      },
    },
    {
      type: "response.output_item.done",
      output_index: 0,
      item: {
        id: "fs_1",
        type: "file_search_call",
        status: "completed",
        queries: [vectorStores.join(",")],
        results: null,
      },
    },
    {
      type: "response.output_item.added",
      output_index: 1,
      item: { id: "msg_1", type: "message", status: "in_progress", role: "assistant", content: [] },
    },
    ...text.split(/(?<=\n)/).map((delta) => ({
      type: "response.output_text.delta",
      item_id: "msg_1",
      output_index: 1,
      content_index: 0,
      delta,
      logprobs: [],
    })),
    {
      type: "response.output_item.done",
      output_index: 1,
      item: {
        id: "msg_1",
        type: "message",
        status: "completed",
        role: "assistant",
        content: [{ type: "output_text", text, annotations: [] }],
      },
    },
    {
      type: "response.completed",
      response: {
        ...base,
        status: "completed",
        output: [],
        usage: {
          input_tokens: 10,
          output_tokens: 10,
          total_tokens: 20,
          input_tokens_details: { cached_tokens: 0 },
          output_tokens_details: { reasoning_tokens: 0 },
        },
      },
    },
  ];
}

export async function startFakeOpenAiFiles(): Promise<FakeOpenAiFiles> {
  const calls: string[] = [];
  const responses: Record<string, unknown>[] = [];
  const stores = new Set<string>();
  const files = new Set<string>();
  let reply = "I would follow the runbook.";
  let next = 1;
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = (request.url ?? "").replace(/\?.*$/, "");
    calls.push(`${request.method} ${path}`);
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(value));
    };
    if (request.headers.authorization !== "Bearer test-key")
      return json(401, { error: { message: "bad key" } });
    let match: RegExpExecArray | null;
    if (request.method === "POST" && path === "/v1/files") {
      const id = `file-${next++}`;
      files.add(id);
      const name = /filename="([^"]*)"/.exec(body.toString("latin1"))?.[1] ?? "upload";
      return json(200, {
        id,
        object: "file",
        bytes: body.length,
        created_at: 1764964102,
        filename: name,
        purpose: "assistants",
      });
    }
    if (request.method === "POST" && path === "/v1/vector_stores") {
      const id = `vs_${next++}`;
      stores.add(id);
      return json(200, {
        id,
        object: "vector_store",
        status: "completed",
        file_counts: { total: 0 },
      });
    }
    if ((match = /^\/v1\/vector_stores\/([^/]+)\/files(?:\/([^/]+))?$/.exec(path))) {
      const [, store, file] = match;
      if (!stores.has(store)) return json(404, { error: { message: "no such store" } });
      const id = file ?? (JSON.parse(body.toString()) as { file_id: string }).file_id;
      const status = request.method === "POST" ? "in_progress" : "completed";
      return json(200, {
        id,
        object: "vector_store.file",
        vector_store_id: store,
        status,
        last_error: null,
      });
    }
    if (
      request.method === "DELETE" &&
      (match = /^\/v1\/(vector_stores|files)\/([^/]+)$/.exec(path))
    ) {
      const [, kind, id] = match;
      (kind === "files" ? files : stores).delete(id);
      return json(200, { id, deleted: true });
    }
    if (request.method === "POST" && path === "/v1/responses") {
      const parsed = JSON.parse(body.toString()) as { tools?: { vector_store_ids?: string[] }[] };
      responses.push(parsed);
      return sse(response, responseEvents(reply, parsed.tools?.[0]?.vector_store_ids ?? []));
    }
    json(404, { error: { message: `no route ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    calls,
    responses,
    stores,
    files,
    setReply: (text) => (reply = text),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
