import fs from "node:fs";

/** The id of the process listening on a TCP port on this machine (from /proc, Linux). */
export function listeningPid(port: number): number | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT"; state 0A is LISTEN; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A") inodes.add(fields[9]);
    }
  }
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let fds: string[] = [];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(target.slice(8, -1)) && target.startsWith("socket:[")) return Number(pid);
      } catch {
        // The descriptor closed while we looked.
      }
    }
  }
  return null;
}

/** Resident memory of a process, in bytes. */
export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024;
}
