import "server-only";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

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

export type FfmpegResult = { code: number | null; stderr: string };

const STDERR_KEEP = 16 * 1024;

/** Runs ffmpeg with a time limit; the abort signal or the limit kills it. Never throws for a failed run. */
export function runFfmpeg(
  args: string[],
  { signal, timeoutMs }: { signal?: AbortSignal; timeoutMs: number },
): Promise<FfmpegResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ["-hide_banner", "-nostdin", ...args], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    // Only the head is kept: it has the input's description, and ffmpeg can print a lot.
    child.stderr.on("data", (chunk: Buffer) => {
      if (stderr.length < STDERR_KEEP) stderr += chunk.toString("utf8");
    });
    const kill = () => child.kill("SIGKILL");
    const timer = setTimeout(kill, timeoutMs);
    signal?.addEventListener("abort", kill, { once: true });
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", kill);
      resolve({ code, stderr });
    });
  });
}

const DURATION_RE = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/;

/** The length of an audio file in whole seconds, or null when ffmpeg cannot tell (or is missing). */
export async function audioSeconds(path: string, signal?: AbortSignal): Promise<number | null> {
  try {
    const { stderr } = await runFfmpeg(["-i", path], { signal, timeoutMs: 30_000 });
    const match = DURATION_RE.exec(stderr);
    if (!match) return null;
    return Math.round(Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]));
  } catch {
    return null;
  }
}
