"use client";

/**
 * A small client for ffmpeg.wasm's own worker (@ffmpeg/ffmpeg's worker.js, served as it is
 * from /ffmpeg/ by scripts/copy-ffmpeg-core.ts). The package's FFmpeg class is not bundled:
 * it builds the worker's URL from a variable, which the bundler cannot resolve.
 * The messages are the worker's: { id, type, data } each way, plus PROGRESS events.
 */
type Pending = { resolve: (data: unknown) => void; reject: (error: Error) => void };

export type FfmpegWorker = {
  writeFile: (path: string, data: Uint8Array) => Promise<void>;
  readFile: (path: string) => Promise<Uint8Array>;
  deleteFile: (path: string) => Promise<void>;
  /** The exit code of one ffmpeg run. */
  exec: (args: string[]) => Promise<number>;
  terminate: () => void;
};

const ffmpegUrl = (name: string) => new URL(`/ffmpeg/${name}`, window.location.origin).href;

export async function startFfmpegWorker(
  onProgress: (progress: number) => void,
): Promise<FfmpegWorker> {
  const worker = new Worker(ffmpegUrl("worker.js"), { type: "module" });
  const pending = new Map<number, Pending>();
  let nextId = 0;

  const fail = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.onerror = (event) => fail(new Error(event.message || "The ffmpeg worker failed"));
  worker.onmessage = ({ data: { id, type, data } }: MessageEvent) => {
    if (type === "PROGRESS") {
      onProgress(Number((data as { progress?: number })?.progress ?? 0));
      return;
    }
    if (type === "LOG") return;
    const waiting = pending.get(id);
    if (!waiting) return;
    pending.delete(id);
    if (type === "ERROR") waiting.reject(new Error(String(data)));
    else waiting.resolve(data);
  };

  const send = (type: string, data: unknown, transfer: Transferable[] = []) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, type, data }, transfer);
    });

  try {
    await send("LOAD", {
      coreURL: ffmpegUrl("ffmpeg-core.js"),
      wasmURL: ffmpegUrl("ffmpeg-core.wasm"),
    });
  } catch (error) {
    worker.terminate();
    throw error;
  }

  return {
    writeFile: async (path, data) => {
      await send("WRITE_FILE", { path, data }, [data.buffer]);
    },
    readFile: async (path) => {
      const data = await send("READ_FILE", { path, encoding: "binary" });
      if (!(data instanceof Uint8Array)) throw new Error("ffmpeg returned no bytes");
      return data;
    },
    deleteFile: async (path) => {
      await send("DELETE_FILE", { path });
    },
    exec: async (args) => Number(await send("EXEC", { args, timeout: -1 })),
    terminate: () => {
      fail(new Error("The ffmpeg worker was stopped"));
      worker.terminate();
    },
  };
}
