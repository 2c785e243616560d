import { z } from "zod";
import { clientAddress } from "@/lib/api/client-address";
import { ApiError, errorResponse } from "@/lib/api/errors";
import { parseJson } from "@/lib/api/request";
import { otherMethods } from "@/lib/api/route-methods";
import { authSecret } from "@/lib/auth/secret";
import { isLoopbackAddress } from "@/lib/operator/loopback-address";
import { deleteUser, listUsers, resetLink } from "@/lib/operator/commands";
import { databaseDump } from "@/lib/operator/database-dump";
import { isOperatorToken, OPERATOR_HEADER } from "@/lib/operator/operator-token";

const emailBody = z.object({
  email: z.string({ error: "email is required" }).trim().min(1, "email is required").max(254),
  origin: z.string().url().max(500).optional(),
});

/** Only `npm run user` / `npm run backup` on this machine, holding the operator token. */
function assertOperator(request: Request) {
  if (!isLoopbackAddress(clientAddress(request)))
    throw ApiError.forbidden("Operator commands are only taken from this machine.");
  if (!isOperatorToken(request.headers.get(OPERATOR_HEADER), authSecret()))
    throw ApiError.forbidden("Operator commands need the operator token.");
}

type Context = { params: Promise<{ command: string }> };

export async function POST(request: Request, context: Context) {
  try {
    assertOperator(request);
    const { command } = await context.params;
    const headers = { "Cache-Control": "no-store" };
    if (command === "users") return Response.json(await listUsers(), { headers });
    if (command === "delete") {
      const { email } = await parseJson(request, emailBody);
      return Response.json(await deleteUser(email), { headers });
    }
    if (command === "reset-link") {
      const { email, origin } = await parseJson(request, emailBody);
      const from = origin ?? new URL(request.url).origin;
      return Response.json(await resetLink(email, from, authSecret()), { headers });
    }
    if (command === "backup") {
      return new Response(await databaseDump(), {
        headers: { ...headers, "Content-Type": "application/gzip" },
      });
    }
    throw ApiError.notFound(`No operator command is called ${command}.`);
  } catch (error) {
    return errorResponse(error);
  }
}

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
