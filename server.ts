import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import path from "node:path";
import type { Duplex } from "node:stream";
import next from "next";
import { stampClientAddress } from "./lib/api/client-address";
import { answerMalformedApiPath } from "./lib/api/malformed-path";
import { directReadsEnabled, matchDirectRead, serveDirectRead } from "./lib/api/direct-routes";
import { describeAnsweredHosts, hostRulesFromEnv } from "./lib/api/host-check";
import { passPrecompressed } from "./lib/api/precompressed";
import { refuseForeignHost, refuseForeignUpgrade } from "./lib/api/refuse-foreign-host";
import { setSecurityHeaders } from "./lib/api/response-security-headers";
import { applyBuiltNextConfig } from "./lib/built-next-config";
import { isLoopbackHost, listenHost } from "./lib/listen-host";
import { recordRunningServer } from "./lib/operator/running-server";
import { REALTIME_PATH } from "./lib/realtime/path";
import { stopBackgroundQueue } from "./lib/queue/shutdown";
import { restrictFileModes } from "./lib/private-files";
import { prepareRuntimeEnv } from "./lib/runtime-env";

const dev = process.argv.includes("--dev");

// The voice relay (with the session and database code it needs) loads on the first voice
// session instead of at start: most servers never open one.
async function relayVoice(request: IncomingMessage, socket: Duplex, head: Buffer) {
  try {
    const { handleRealtimeUpgrade } = await import("./lib/realtime/proxy");
    await handleRealtimeUpgrade(request, socket, head);
  } catch (error) {
    console.error("The voice relay could not start:", error);
    socket.destroy();
  }
}

async function main() {
  // tsx turns source maps on, so Node would read and keep the map of every file Next
  // loads (about 20 MB resident at idle); `next start` runs without them.
  if (!dev) process.setSourceMapsEnabled(false);
  prepareRuntimeEnv(dev);
  restrictFileModes();
  const port = Number(process.env.PORT || 3000);
  const host = listenHost();
  const hostname = isLoopbackHost(host) ? "localhost" : host;
  // Which Host values are ours, worked out once: anything else is refused (DNS rebinding).
  const hostRules = hostRulesFromEnv(port);
  // Next attaches its own "upgrade" listener (the one that serves dev HMR) to the
  // server of the first request it sees, and that listener ends sockets it does not
  // know, ours included. Giving Next a stand-in server puts its listener there; we pass
  // it every upgrade that is not ours. (getUpgradeHandler() would skip HMR in Next 16.)
  const nextUpgrades = new EventEmitter() as Server;
  if (!dev) applyBuiltNextConfig();
  const app = next({ dev, hostname, port, httpServer: nextUpgrades });
  const handle = app.getRequestHandler();
  await app.prepare();

  // The dashboard's and workbench's reads skip Next's pipeline (lib/api/direct-routes.ts).
  const directReads = !dev && directReadsEnabled();
  const distDir = path.join(process.cwd(), ".next");
  const server = createServer((request, response) => {
    if (refuseForeignHost(hostRules, request, response)) return;
    stampClientAddress(request);
    setSecurityHeaders(request, response);
    passPrecompressed(request, response);
    if (answerMalformedApiPath(request, response)) return;
    const read = directReads ? matchDirectRead(request.method, request.url ?? "") : null;
    if (!read) return handle(request, response);
    serveDirectRead(read, request, response, { distDir, next: () => handle(request, response) });
  });
  server.on("upgrade", (request, socket, head) => {
    if (refuseForeignUpgrade(hostRules, request, socket)) return;
    stampClientAddress(request);
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (pathname === REALTIME_PATH) void relayVoice(request, socket, head);
    else nextUpgrades.emit("upgrade", request, socket, head);
  });
  let forgetServer = () => {};
  server.listen(port, host, () => {
    forgetServer = recordRunningServer({ pid: process.pid, port, host });
    console.log(
      `Shortlist is running at http://${hostname}:${port} (${dev ? "development" : "production"})`,
    );
    const answered = describeAnsweredHosts(hostRules);
    if (answered) console.log(answered);
  });
  const stop = () => {
    forgetServer();
    server.close(() => void stopBackgroundQueue(1500).finally(() => process.exit(0)));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
