import "server-only";
import { ApiError } from "../api/errors";
import type { UploadedFile } from "../api/stream-upload";
import { assertStorableText } from "../api/text-safety";
import { getJobTexts } from "../jobs/jobs";
import {
  identifyAudioFile,
  isAcceptedDeclaredType,
  noSpeechService,
  speechConfigured,
  transcribeAudio,
  withTranscribableAudio,
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

/**
 * The transcript of an uploaded recording: checked by its structure (415) before any tool
 * reads it, sent unchanged when it fits the 24 MB limit, otherwise compressed down the
 * ladder first, in the user's fair share of the server's ffmpeg slots.
 */
async function transcribeUpload(file: UploadedFile, userId: string, signal?: AbortSignal) {
  const kind = isAcceptedDeclaredType(file.mediaType) ? await identifyAudioFile(file.path) : null;
  if (!kind)
    throw ApiError.unsupportedType(
      `This file is not audio the app can read. Upload ${ACCEPTED} audio.`,
    );
  if (!speechConfigured()) throw noSpeechService();
  const input = { path: file.path, kind };
  return withTranscribableAudio(
    { input, bytes: file.size, owner: userId, signal },
    async ({ path, seconds }) => {
      const result = await transcribeAudio({ path }, { signal });
      return { ...result, durationSeconds: seconds ?? result.durationSeconds };
    },
  );
}

/** POST /api/interview-insight: a session from audio or a pasted transcript, saved only when complete. */
export async function createSession({ userId, fields, file, signal }: SessionRequest) {
  assertStorableText(fields);
  const source = sourceOf(fields, file);
  const job = await jobOf(userId, fields.jobId);
  let transcript: string;
  let durationSeconds: number | null = null;
  if (source.kind === "audio") {
    const result = await transcribeUpload(source.file, userId, signal);
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
