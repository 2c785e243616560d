import { spawn } from "node:child_process";
import path from "node:path";

/**
 * The realtime relay's added latency per audio frame round trip (target under 5 ms at p95),
 * measured by bench-realtime-child.ts in its own Node process: lib/db is marked server-only, which Node
 * resolves to an empty module only under the react-server condition.
 */
export function printRealtimeRelayLatency(): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      "--conditions=react-server",
      "--import",
      "tsx",
      path.join(__dirname, "bench-realtime-child.ts"),
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  return new Promise((resolve) => child.on("exit", () => resolve()));
}
