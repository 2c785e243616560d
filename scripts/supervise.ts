import { fork, type ChildProcess } from "node:child_process";

// Restarts come quickly at first and slow down when the server keeps dying; past this
// many deaths in a minute something is wrong that a restart will not fix.
const MAX_DEATHS_PER_MINUTE = 5;
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 15_000;
const STOP_GRACE_MS = 10_000;

const describeExit = (code: number | null, signal: NodeJS.Signals | null) =>
  signal ? `killed by ${signal}` : `exit code ${code}`;

/**
 * Runs `entry` in a child process with this process's Node flags and starts it again
 * when it dies unexpectedly, logging why. SIGTERM and SIGINT are passed on, and this
 * process exits when the child has stopped.
 */
export function supervise(entry: string) {
  let child: ChildProcess | undefined;
  let restart: NodeJS.Timeout | undefined;
  let isStopping = false;
  const deaths: number[] = [];

  const start = () => {
    child = fork(entry, process.argv.slice(2), { execArgv: process.execArgv, stdio: "inherit" });
    child.on("exit", (code, signal) => {
      child = undefined;
      if (isStopping) process.exit(code ?? 0);
      const now = Date.now();
      deaths.push(now);
      while (deaths[0] < now - 60_000) deaths.shift();
      console.error(`The server process stopped unexpectedly (${describeExit(code, signal)}).`);
      if (deaths.length > MAX_DEATHS_PER_MINUTE) {
        console.error(`It stopped ${deaths.length} times in a minute; giving up.`);
        process.exit(1);
      }
      const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (deaths.length - 1));
      console.error(`Starting it again in ${delay} ms.`);
      restart = setTimeout(start, delay);
    });
  };

  const stop = (signal: NodeJS.Signals) => {
    isStopping = true;
    clearTimeout(restart);
    if (!child) process.exit(0);
    child.kill(signal);
    setTimeout(() => {
      console.error("The server did not stop in time; killing it.");
      child?.kill("SIGKILL");
    }, STOP_GRACE_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  start();
}
