import { createServer } from "node:http";
import next from "next";
import { handleRealtimeUpgrade, REALTIME_PATH } from "./lib/realtime/proxy";
import { prepareRuntimeEnv } from "./lib/runtime-env";

const dev = process.argv.includes("--dev");

async function main() {
  prepareRuntimeEnv(dev);
  const port = Number(process.env.PORT || 3000);
  const hostname = process.env.HOST || "localhost";
  const app = next({ dev, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Our WebSocket path is ours; every other upgrade (Next's dev HMR) goes to Next.
  const nextUpgrade = app.getUpgradeHandler();

  const server = createServer((request, response) => handle(request, response));
  server.on("upgrade", (request, socket, head) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (pathname === REALTIME_PATH) void handleRealtimeUpgrade(request, socket, head);
    else void nextUpgrade(request, socket, head);
  });
  server.listen(port, process.env.HOST, () => {
    console.log(
      `Shortlist is running at http://${hostname}:${port} (${dev ? "development" : "production"})`,
    );
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
