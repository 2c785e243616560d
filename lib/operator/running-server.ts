import fs from "node:fs";
import path from "node:path";
import { dataDir } from "../db/data-dir";

// server.ts writes where it listens into the data folder, so the operator's commands can
// reach it instead of opening a PGlite folder the server already has open.
const FILE = "server.json";

export type RunningServer = { pid: number; port: number; host: string };

export function recordRunningServer(server: RunningServer, env = process.env): () => void {
  const file = path.join(dataDir(env), FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(server), { mode: 0o600 });
  return () => {
    try {
      const current = JSON.parse(fs.readFileSync(file, "utf8")) as RunningServer;
      if (current.pid === server.pid) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The server serving this data folder, when one is running. */
export function runningServer(env = process.env): RunningServer | null {
  try {
    const server = JSON.parse(
      fs.readFileSync(path.join(dataDir(env), FILE), "utf8"),
    ) as RunningServer;
    return Number.isInteger(server.pid) && isAlive(server.pid) ? server : null;
  } catch {
    return null;
  }
}
