import "server-only";
import crypto from "node:crypto";
import { open, rm } from "node:fs/promises";
import path from "node:path";
import { ApiError } from "../api/errors";
import { uploadDir, type UploadedFile } from "../api/stream-upload";
import { assertStorableText } from "../api/text-safety";
import { getJobTexts } from "../jobs/jobs";
import {
  audioSeconds,
  compressForTranscription,
  isAcceptedDeclaredType,
  noSpeechService,
  sniffAudio,
  SNIFF_BYTES,
  speechConfigured,
  transcribeAudio,
  TRANSCRIPTION_MAX_BYTES,
} from "../speech";
import { INSIGHT_LIMITS } from "./limits";
import { storeSession } from "./sessions";
import { writeInsightNotes } from "./write-notes";

export const TRANSCRIPT_REQUIRED = "Transcript is required";
const ACCEPTED = "MP3, MP4/M4A, WAV or WebM";

export type SessionRequest = {
  userId: string;
  fields: Record<string, string | undefined>;
  file: UploadedFile | null;
  signal?: AbortSignal;
};

type Source = { kind: "transcript"; transcript: string } | { kind: "audio"; file: UploadedFile };

/** Exactly one of an audio file or a non-blank transcript (400 otherwise). */
function sourceOf(fields: SessionRequest["fields"], file: UploadedFile | null): Source {
  const transcript = fields.transcript;
  const hasTranscript = transcript !== undefined && transcript.trim() !== "";
  if (file && hasTranscript)
    throw ApiError.badRequest(
      "Send either an audio file or a transcript, not both: the transcript is made from the audio.",
    );
  if (file) return { kind: "audio", file };
  if (transcript === undefined)
    throw ApiError.badRequest(
      'Send an audio file (the "audio" field) or paste a transcript (the "transcript" field).',
    );
  if (!hasTranscript) throw ApiError.badRequest(TRANSCRIPT_REQUIRED);
  if (transcript.length > INSIGHT_LIMITS.transcriptChars)
    throw ApiError.badRequest(
      `The transcript is too long: at most ${INSIGHT_LIMITS.transcriptChars.toLocaleString("en-US")} characters. Keep the interview part and try again.`,
    );
  // Multipart sends line breaks as CRLF; a transcript is stored with plain "\n".
  return { kind: "transcript", transcript: transcript.replace(/\r\n?/g, "\n").trim() };
}

async function jobOf(userId: string, jobId: string | undefined) {
  if (!jobId?.trim()) return null;
  // The id shape is checked first: anything else cannot name a job (404, no query).
  if (!/^c[a-z0-9]{24}$/.test(jobId.trim())) throw ApiError.notFound("Job not found");
  const job = await getJobTexts({ userId, jobId: jobId.trim() });
  return { id: jobId.trim(), title: job.title, description: job.description };
}

async function headOf(file: string): Promise<Uint8Array> {
  const handle = await open(file, "r");
  try {
    const head = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The transcript of an uploaded recording: checked by content (415), sent unchanged when it
 * fits the 24 MB limit, otherwise compressed down spec 2 §9's ladder first.
 */
async function transcribeUpload(file: UploadedFile, signal?: AbortSignal) {
  const kind = isAcceptedDeclaredType(file.mediaType) ? sniffAudio(await headOf(file.path)) : null;
  if (!kind)
    throw ApiError.unsupportedType(
      `This file is not audio the app can read. Upload ${ACCEPTED} audio.`,
    );
  if (!speechConfigured()) throw noSpeechService();
  const seconds = await audioSeconds(file.path, signal);
  if (file.size <= TRANSCRIPTION_MAX_BYTES) {
    const result = await transcribeAudio({ path: file.path }, { signal });
    return { ...result, durationSeconds: seconds ?? result.durationSeconds };
  }
  const compressed = path.join(uploadDir(), `compressed-${crypto.randomUUID()}.mp3`);
  try {
    await compressForTranscription({ input: file.path, output: compressed, seconds, signal });
    const result = await transcribeAudio({ path: compressed }, { signal });
    return { ...result, durationSeconds: seconds ?? result.durationSeconds };
  } finally {
    await rm(compressed, { force: true });
  }
}

/** POST /api/interview-insight: a session from audio or a pasted transcript, saved only when complete. */
export async function createSession({ userId, fields, file, signal }: SessionRequest) {
  assertStorableText(fields);
  const source = sourceOf(fields, file);
  const job = await jobOf(userId, fields.jobId);
  let transcript: string;
  let durationSeconds: number | null = null;
  if (source.kind === "audio") {
    const result = await transcribeUpload(source.file, signal);
    // A service's text is made storable rather than refused: the person cannot fix it.
    // A UTF-8 round trip turns lone surrogates into U+FFFD.
    const storable = Buffer.from(result.text.replaceAll("\u0000", ""), "utf8").toString("utf8");
    transcript = storable.slice(0, INSIGHT_LIMITS.transcriptChars);
    durationSeconds = result.durationSeconds;
  } else {
    transcript = source.transcript;
  }
  const notes = await writeInsightNotes(transcript, { job, durationSeconds, abortSignal: signal });
  return storeSession({ userId, jobId: job?.id ?? null, transcript, notes, durationSeconds });
}
