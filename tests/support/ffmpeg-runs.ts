import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** One ffmpeg process as it started: its arguments, working folder and CPU limit. */
export type FfmpegRunRecord = {
  args: string[];
  cwd: string;
  cpuSeconds: string;
  /** The file after `-i`, without its `file:` prefix. */
  input: string;
  isHostile: boolean;
};

/** The marker of a file that stands for one built to keep ffmpeg busy. */
export const SLOW_HOSTILE = "SLOW-HOSTILE";

/*
 * A stand-in for ffmpeg, set as FFMPEG_PATH: it writes down the arguments it was started
 * with (the real process arguments, after the CPU-limit shell), its folder and its CPU
 * limit, then runs the real ffmpeg. A file marked SLOW-HOSTILE holds its run until the
 * test opens the gate, then fails the way an unreadable file does.
 */
export function installFfmpegRecorder(dir: string, realFfmpeg: string) {
  const runs = path.join(dir, "runs");
  const gate = path.join(dir, "gate");
  mkdirSync(runs, { recursive: true });
  const script = path.join(dir, "ffmpeg-recorder.sh");
  writeFileSync(
    script,
    `#!/bin/sh
record="${runs}/$(date +%s%N)-$$"
input=""
previous=""
for arg in "$@"; do
  [ "$previous" = "-i" ] && input="\${arg#file:}"
  previous="$arg"
done
hostile=0
[ -n "$input" ] && head -c 65536 "$input" | grep -qa ${SLOW_HOSTILE} && hostile=1
{
  echo "cwd=$(pwd)"
  echo "cpu=$(ulimit -t)"
  echo "input=$input"
  echo "hostile=$hostile"
  for arg in "$@"; do echo "arg=$arg"; done
} > "$record.tmp" && mv "$record.tmp" "$record.run"
if [ "$hostile" = 1 ]; then
  while [ ! -e "${gate}" ]; do sleep 0.05; done
  exit 1
fi
exec "${realFfmpeg}" "$@"
`,
    { mode: 0o755 },
  );
  const field = (lines: string[], name: string) =>
    lines.filter((line) => line.startsWith(`${name}=`)).map((line) => line.slice(name.length + 1));
  return {
    path: script,
    /** Every run so far, in the order they started. */
    runs(): FfmpegRunRecord[] {
      return readdirSync(runs)
        .filter((name) => name.endsWith(".run"))
        .sort()
        .map((name) => {
          const lines = readFileSync(path.join(runs, name), "utf8").split("\n");
          return {
            args: field(lines, "arg"),
            cwd: field(lines, "cwd")[0],
            cpuSeconds: field(lines, "cpu")[0],
            input: field(lines, "input")[0],
            isHostile: field(lines, "hostile")[0] === "1",
          };
        });
    },
    clear() {
      rmSync(runs, { recursive: true, force: true });
      mkdirSync(runs);
      rmSync(gate, { force: true });
    },
    openGate() {
      if (!existsSync(gate)) writeFileSync(gate, "");
    },
  };
}

const le16 = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const le32 = (value: number) => [...le16(value & 0xffff), ...le16(value >>> 16)];

/** A PCM WAV of `dataBytes` of silence, with an optional LIST chunk of text before "fmt ". */
export function wavFile({
  sampleRate,
  channels = 1,
  bitsPerSample = 8,
  dataBytes,
  note,
}: {
  sampleRate: number;
  channels?: number;
  bitsPerSample?: number;
  dataBytes: number;
  note?: string;
}): Buffer {
  const blockAlign = (channels * bitsPerSample) / 8;
  const chunk = (id: string, body: Buffer) =>
    Buffer.concat([
      Buffer.from(id),
      Buffer.from(le32(body.length)),
      body,
      Buffer.alloc(body.length % 2),
    ]);
  const fmt = Buffer.from([
    ...le16(1),
    ...le16(channels),
    ...le32(sampleRate),
    ...le32(sampleRate * blockAlign),
    ...le16(blockAlign),
    ...le16(bitsPerSample),
  ]);
  const chunks = Buffer.concat([
    note
      ? chunk(
          "LIST",
          Buffer.from(`INFOICMT${String.fromCharCode(...le32(note.length))}${note}`, "latin1"),
        )
      : Buffer.alloc(0),
    chunk("fmt ", fmt),
    Buffer.from("data"),
    Buffer.from(le32(dataBytes)),
  ]);
  const header = Buffer.concat([
    Buffer.from("RIFF"),
    Buffer.from(le32(4 + chunks.length + dataBytes)),
    Buffer.from("WAVE"),
  ]);
  // 8-bit PCM is unsigned: 0x80 is silence; wider samples are signed: 0 is.
  return Buffer.concat([header, chunks, Buffer.alloc(dataBytes, bitsPerSample === 8 ? 0x80 : 0)]);
}
