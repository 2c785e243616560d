import { startFakeRealtime } from "./fake-realtime-server";

/**
 * The fake Realtime GA upstream on its own, for e2e runs: point the app at it with
 * OPENAI_REALTIME_URL=ws://127.0.0.1:3193/v1/realtime and OPENAI_API_KEY=fake-realtime-key.
 */
const port = Number(process.env.FAKE_REALTIME_PORT || 3193);

startFakeRealtime({ port, apiKey: process.env.FAKE_REALTIME_KEY || "fake-realtime-key" })
  .then((fake) => {
    console.log(`Fake Realtime GA server at ${fake.url}`);
    const stop = () => void fake.close().then(() => process.exit(0));
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
