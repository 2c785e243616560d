// The fake transcription server for the end-to-end tests: 127.0.0.1:3192 unless
// FAKE_TRANSCRIPTION_PORT says otherwise (playwright.config.ts starts it and points the
// app's TRANSCRIPTION_BASE_URL at http://127.0.0.1:3192/v1). Run: npx tsx tests/support/serve-fake-transcription.ts
import { startFakeTranscriptionServer } from "./fake-transcription-server";

const port = Number(process.env.FAKE_TRANSCRIPTION_PORT ?? 3192);

startFakeTranscriptionServer({
  port,
  delayMs: Number(process.env.FAKE_TRANSCRIPTION_DELAY_MS ?? 0),
})
  .then((server) => {
    console.log(`Fake transcription server at ${server.baseURL}`);
    const stop = () => void server.close().then(() => process.exit(0));
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
