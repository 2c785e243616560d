import crypto from "node:crypto";
import { z } from "zod";
import { appOrigin } from "@/lib/api/app-origin";
import { parseQuery } from "@/lib/api/request";
import { otherMethods } from "@/lib/api/route-methods";
import { assertIdParams } from "@/lib/api/route-params";
import { securityHeaders } from "@/lib/api/security-headers";
import { withUser, withUserUpload } from "@/lib/api/with-user";
import { createSessionFromRequest } from "@/lib/insight/route-input";
import { listSessions } from "@/lib/insight/sessions";

const listQuery = z.object({ jobId: z.string().optional() });

export const GET = withUser(({ request, user }) => {
  const { jobId } = parseQuery(request, listQuery);
  if (jobId) assertIdParams({ jobId });
  return listSessions({ userId: user.id, jobId: jobId || undefined });
});

const createSession = withUserUpload(async ({ request, user }) =>
  Response.json(await createSessionFromRequest(request, user.id), { status: 201 }),
);

// Multipart uploads bypass proxy.ts (see its matcher), so this answer carries its headers.
export async function POST(request: Request, context: { params: Promise<Record<string, string>> }) {
  const response = await createSession(request, context);
  const headers = securityHeaders({
    nonce: crypto.randomBytes(16).toString("base64"),
    origin: appOrigin(request),
    isDev: process.env.NODE_ENV === "development",
  });
  for (const [name, value] of Object.entries(headers))
    if (!response.headers.has(name)) response.headers.set(name, value);
  return response;
}

export const { PUT, PATCH, DELETE } = otherMethods({ GET, POST });
