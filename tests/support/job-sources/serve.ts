// The fake job sources for end-to-end runs: `tsx tests/support/job-sources/serve.ts`
// listens on 127.0.0.1:3191 (FAKE_SOURCES_PORT to change) until stopped. The app server's
// environment is fakeSourcesEnv() of ./e2e-env.ts.
import { startFakeJobSources } from "./index";

const port = Number(process.env.FAKE_SOURCES_PORT ?? 3191);

startFakeJobSources({ port }).then(
  (fake) => {
    console.log(`Fake job sources on ${fake.origin}`);
    const stop = () => void fake.close().then(() => process.exit(0));
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
  },
  (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `Port ${port} is taken: another fake (or e2e run) is already serving it.`
        : error,
    );
    process.exit(1);
  },
);
