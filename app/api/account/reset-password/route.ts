import { z } from "zod";
import { clientAddress } from "@/lib/api/client-address";
import { ApiError, errorResponse } from "@/lib/api/errors";
import { parseJson } from "@/lib/api/request";
import { otherMethods } from "@/lib/api/route-methods";
import { assertPostContentType, assertSameOrigin } from "@/lib/api/same-origin";
import { resetPassword } from "@/lib/account/reset-password";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/lib/auth/password";
import { createRateLimiter } from "@/lib/rate-limit";

const resetSchema = z.object({
  token: z.string({ error: "The reset link is incomplete" }).min(1).max(1000),
  newPassword: z
    .string({ error: "Enter a new password" })
    .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `New password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});

const resetLimit = createRateLimiter("reset-password", { limit: 20, windowMs: 15 * 60 * 1000 });

/** Sets a new password from an operator's one-time link; no session is needed. */
export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    assertPostContentType(request);
    const address = clientAddress(request);
    const waitMs = await resetLimit.check(address);
    if (waitMs > 0)
      throw ApiError.tooManyRequests("Too many attempts. Try again in a few minutes.", waitMs);
    await resetLimit.hit(address);
    const { token, newPassword } = await parseJson(request, resetSchema);
    await resetPassword(token, newPassword);
    return Response.json({ reset: true }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
