// lib/speech: audio in, text out. Which service (settings.ts), the 24 MB limit and the
// compression ladder (compress.ts, ffmpeg.ts), what a file is (audio-type.ts).
export {
  readSpeechSettings,
  speechConfigured,
  TRANSCRIPTION_MAX_BYTES,
  type SpeechSettings,
} from "./settings";
export { transcribeAudio, noSpeechService, type Transcription } from "./transcribe";
export { compressForTranscription, COMPRESSION_LADDER } from "./compress";
export { audioSeconds, ffmpegPath } from "./ffmpeg";
export {
  sniffAudio,
  isAcceptedDeclaredType,
  AUDIO_MEDIA_TYPES,
  SNIFF_BYTES,
  type AudioKind,
} from "./audio-type";
