import { ApiError } from "./errors";

// Every row id is a cuid (Prisma's @default(cuid())): "c" and 24 lowercase letters or
// digits. Anything else cannot name a row, so it is a 404 before any query runs.
const ID_SHAPE = /^c[a-z0-9]{24}$/;

const NOT_FOUND: Record<string, string> = {
  id: "Job not found",
  jobId: "Job not found",
  versionId: "Version not found",
  sessionId: "Interview session not found",
};

const isIdParam = (name: string) => name === "id" || name.endsWith("Id");

/** Throws the param's 404 when an id param is not an id. */
export function assertIdParams(params: Record<string, unknown>) {
  for (const [name, value] of Object.entries(params)) {
    if (!isIdParam(name)) continue;
    if (typeof value !== "string" || !ID_SHAPE.test(value))
      throw ApiError.notFound(NOT_FOUND[name] ?? "Not found");
  }
}
