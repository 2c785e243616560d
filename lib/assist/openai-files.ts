import "server-only";

// OpenAI's Files and Vector Stores endpoints (reference/openai-realtime.md §6) over fetch,
// since @ai-sdk/openai 3 has no helper for them. OPENAI_FILES_BASE_URL points it at a
// loopback fake in tests; it is also the Responses API base for the file search call.

type Env = Record<string, string | undefined>;
const DEFAULT_BASE = "https://api.openai.com/v1";
const TIMEOUT_MS = 60_000;
const POLL_MS = 500;
const MAX_POLLS = 60;

export function openAiFilesBase(env: Env = process.env): string {
  let base = env.OPENAI_FILES_BASE_URL?.trim() || DEFAULT_BASE;
  // A loop, not /\/+$/: that pattern is quadratic on a long run of slashes.
  while (base.endsWith("/")) base = base.slice(0, -1);
  return base;
}

export class OpenAiFilesError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit, signal?: AbortSignal): Promise<T> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const response = await fetch(`${openAiFilesBase()}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${process.env.OPENAI_API_KEY ?? ""}`,
      "OpenAI-Beta": "assistants=v2",
      ...init.headers,
    },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  }).catch((error: unknown) => {
    throw new OpenAiFilesError(null, `OpenAI could not be reached (${(error as Error).name}).`);
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new OpenAiFilesError(response.status, `OpenAI answered HTTP ${response.status}.`);
  }
  return (await response.json()) as T;
}

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** Uploads the file, puts it in a new vector store and waits until it is searchable. */
export async function createVectorStoreFile(
  file: { name: string; bytes: Uint8Array; type: string },
  signal?: AbortSignal,
): Promise<{ vectorStoreId: string; fileId: string; createdAt: string }> {
  const form = new FormData();
  form.set("purpose", "assistants");
  form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const uploaded = await call<{ id: string; created_at: number }>(
    "/files",
    { method: "POST", body: form },
    signal,
  );
  const store = await call<{ id: string }>(
    "/vector_stores",
    json({
      name: "Interview Assist context",
      expires_after: { anchor: "last_active_at", days: 1 },
    }),
    signal,
  );
  try {
    let status = (
      await call<{ status: string }>(
        `/vector_stores/${store.id}/files`,
        json({ file_id: uploaded.id }),
        signal,
      )
    ).status;
    for (let poll = 0; status === "in_progress" && poll < MAX_POLLS; poll++) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      status = (
        await call<{ status: string }>(
          `/vector_stores/${store.id}/files/${uploaded.id}`,
          {},
          signal,
        )
      ).status;
    }
    if (status !== "completed")
      throw new OpenAiFilesError(null, `OpenAI could not index the file (status ${status}).`);
  } catch (error) {
    await deleteVectorStoreFile({ vectorStoreId: store.id, fileId: uploaded.id }).catch(() => {});
    throw error;
  }
  return {
    vectorStoreId: store.id,
    fileId: uploaded.id,
    createdAt: new Date(uploaded.created_at * 1000).toISOString(),
  };
}

/** Deletes the vector store and the file (detaching alone would leave the file stored). */
export async function deleteVectorStoreFile(ids: { vectorStoreId?: string; fileId?: string }) {
  const results = await Promise.allSettled([
    ids.vectorStoreId && call(`/vector_stores/${ids.vectorStoreId}`, { method: "DELETE" }),
    ids.fileId && call(`/files/${ids.fileId}`, { method: "DELETE" }),
  ]);
  const failed = results.find((r) => r.status === "rejected");
  if (failed) throw failed.reason;
}
