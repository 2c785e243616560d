import "server-only";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { FFMPEG_DEMUXER, type AudioKind } from "./audio-type";
import type { FfmpegSlot } from "./ffmpeg-slots";

/**
 * The ffmpeg binary: FFMPEG_PATH, else the one `npm install` brought
 * (@ffmpeg-installer/ffmpeg), else `ffmpeg` on PATH.
 */
export function ffmpegPath(): string {
  const configured = process.env.FFMPEG_PATH?.trim();
  if (configured) return configured;
  try {
    // Read at run time, not bundled: the package points at a platform binary beside it.
    const requireHere = createRequire(path.join(process.cwd(), "package.json"));
    const installer = requireHere("@ffmpeg-installer/ffmpeg") as { path: string };
    return installer.path;
  } catch {
    return "ffmpeg";
  }
}

/** A file ffmpeg may read: one the app wrote, of a kind identified by its content. */
export type FfmpegInput = { path: string; kind: AudioKind };

/**
 * The arguments that open `input` and nothing else. The demuxer is named and the only one
 * allowed, so ffmpeg never picks one from the content (no HLS playlist, concat list or
 * other container is ever read); only the file protocol is allowed (no URL, `concat:` or
 * `subfile,`), and the absolute path follows `file:` so no name reads as a protocol. MOV's
 * external references are off (the default; said again so no build differs).
 */
export function ffmpegInputArgs({ path: file, kind }: FfmpegInput): string[] {
  const demuxer = FFMPEG_DEMUXER[kind];
  return [
    "-hide_banner",
    "-nostdin",
    "-protocol_whitelist",
    "file",
    "-format_whitelist",
    demuxer,
    "-f",
    demuxer,
    ...(demuxer === "mov" ? ["-enable_drefs", "0"] : []),
    "-threads",
    "1",
    "-i",
    `file:${path.resolve(file)}`,
  ];
}

export type FfmpegRun = {
  input: FfmpegInput;
  /** Output options and output; none to read only the input's description. */
  output?: string[];
  /** CPU seconds the process may use (not on Windows). */
  cpuSeconds: number;
  timeoutMs: number;
  signal?: AbortSignal;
};

export type FfmpegResult = {
  code: number | null;
  /** Stopped by a limit (CPU or time) or by the abort signal. */
  isStopped: boolean;
  /** The head of stderr (the input's description) and its last lines (the final progress). */
  stderr: string;
  tail: string;
};

const STDERR_HEAD = 16 * 1024;
const STDERR_TAIL = 4 * 1024;

// ulimit -t: the kernel stops ffmpeg after that much CPU time whatever a file makes it do;
// -c 0: the stop leaves no core file in the upload folder. Setting -t fails only under a
// lower hard limit, which bounds ffmpeg all the same. Windows has neither: the wall-clock
// limit alone applies there.
function command(binary: string, args: string[], cpuSeconds: number): [string, string[]] {
  if (process.platform === "win32") return [binary, args];
  const script = `ulimit -c 0; ulimit -t ${Math.ceil(cpuSeconds)} 2>/dev/null; exec "$0" "$@"`;
  return ["/bin/sh", ["-c", script, binary, ...args]];
}

/**
 * Runs ffmpeg on one input, in the input's folder, under a CPU and a wall-clock limit; the
 * abort signal kills it. Never throws for a failed run (a missing binary rejects: ENOENT).
 */
export function runFfmpeg(
  _slot: FfmpegSlot,
  { input, output = [], cpuSeconds, timeoutMs, signal }: FfmpegRun,
): Promise<FfmpegResult> {
  return new Promise((resolve, reject) => {
    // A binary found at run time, not a file of the app: nothing for the build to trace.
    const binary = ffmpegPath();
    const [file, args] = command(binary, [...ffmpegInputArgs(input), ...output], cpuSeconds);
    // FFREPORT would have ffmpeg write a log file into its working folder.
    const env = { ...process.env };
    delete env.FFREPORT;
    const child = spawn(/* turbopackIgnore: true */ file, args, {
      cwd: path.dirname(path.resolve(input.path)),
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    let tail = "";
    child.stderr.on("data", (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      if (stderr.length < STDERR_HEAD) stderr += text;
      tail = (tail + text).slice(-STDERR_TAIL);
    });
    let isKilled = false;
    const kill = () => {
      isKilled = true;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(kill, timeoutMs);
    signal?.addEventListener("abort", kill, { once: true });
    child.on("error", (error) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", kill);
      reject(error);
    });
    child.on("close", (code, killedBy) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", kill);
      // The shell could not run it (126, 127; ffmpeg itself never exits so): it is missing.
      if ((code === 126 || code === 127) && file !== binary)
        return reject(Object.assign(new Error(`ffmpeg not found: ${binary}`), { code: "ENOENT" }));
      const isStopped = isKilled || killedBy === "SIGXCPU" || killedBy === "SIGKILL";
      resolve({ code, isStopped, stderr, tail });
    });
  });
}

const DURATION_RE = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/;
const PROGRESS_RE = /time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g;
const toSeconds = (match: RegExpExecArray | RegExpMatchArray) =>
  Math.round(Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]));

// Reading a description is header work; reading every packet of 150 MB without decoding
// it takes about a second.
const PROBE = { cpuSeconds: 10, timeoutMs: 30_000 };
const SCAN = { cpuSeconds: 30, timeoutMs: 60_000 };

/**
 * The length of an audio file in whole seconds, from its description, or null when ffmpeg
 * cannot tell (or is missing). With `scan`, a file whose description has no length (WebM
 * from a browser's recorder) is read through without decoding, and the length is where the
 * audio ends.
 */
export async function audioSeconds(
  slot: FfmpegSlot,
  input: FfmpegInput,
  { signal, scan = false }: { signal?: AbortSignal; scan?: boolean } = {},
): Promise<number | null> {
  try {
    const probe = await runFfmpeg(slot, { input, signal, ...PROBE });
    const described = DURATION_RE.exec(probe.stderr);
    if (described) return toSeconds(described);
    if (!scan || signal?.aborted) return null;
    const read = await runFfmpeg(slot, {
      input,
      output: ["-map", "0:a:0", "-c", "copy", "-f", "null", "-"],
      signal,
      ...SCAN,
    });
    const progress = [...read.tail.matchAll(PROGRESS_RE)].at(-1);
    return read.code === 0 && progress ? toSeconds(progress) : null;
  } catch {
    return null;
  }
}
