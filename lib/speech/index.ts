// lib/speech: audio in, text out. Which service (settings.ts), what a file is
// (audio-type.ts, read by its structure), and how an upload over the 24 MB limit is
// compressed (prepare-upload.ts: ffmpeg in a fair, bounded line, on one identified file).
export {
  readSpeechSettings,
  speechConfigured,
  TRANSCRIPTION_MAX_BYTES,
  type SpeechSettings,
} from "./settings";
export { transcribeAudio, noSpeechService, type Transcription } from "./transcribe";
export { COMPRESSION_LADDER } from "./compress";
export { ffmpegPath } from "./ffmpeg";
export { identifyAudioFile } from "./identify-file";
export { withTranscribableAudio } from "./prepare-upload";
export { isAcceptedDeclaredType, AUDIO_MEDIA_TYPES, type AudioKind } from "./audio-type";
