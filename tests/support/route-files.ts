import fs from "node:fs";
import path from "node:path";

export type RouteFile = {
  /** e.g. /api/jobs/[id]/versions */
  urlPath: string;
  file: string;
  /** the dynamic segments' names, e.g. ["id", "versionId"] */
  params: string[];
};

const API_DIR = path.join(process.cwd(), "app", "api");

/** Every app/api/**\/route.ts, found on disk so a new route cannot be left out. */
export function listRouteFiles(dir = API_DIR): RouteFile[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listRouteFiles(full);
      if (entry.name !== "route.ts") return [];
      const relative = path.relative(API_DIR, path.dirname(full)).split(path.sep).filter(Boolean);
      return [
        {
          urlPath: `/api/${relative.join("/")}`.replace(/\/$/, ""),
          file: full,
          params: relative
            .filter((segment) => segment.startsWith("["))
            .map((segment) => segment.replace(/^\[(\.\.\.)?|\]$/g, "")),
        },
      ];
    })
    .sort((a, b) => a.urlPath.localeCompare(b.urlPath));
}
