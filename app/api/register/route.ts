import { clientAddress } from "@/lib/api/client-address";
import { ApiError } from "@/lib/api/errors";
import { parseJson } from "@/lib/api/request";
import { assertSameOrigin } from "@/lib/api/same-origin";
import { withErrors } from "@/lib/api/with-user";
import { registerSchema } from "@/lib/auth/register-schema";
import { registrationOpen } from "@/lib/auth/registration";
import { REGISTER_LIMIT } from "@/lib/auth/sign-in-limit";
import { normalizeEmail, registerUser } from "@/lib/auth/users";
import { createRateLimiter } from "@/lib/rate-limit";
import { otherMethods } from "@/lib/api/route-methods";

// Keyed on the peer address server.ts stamped (X-Forwarded-For only behind TRUST_PROXY).
const registerLimiter = createRateLimiter("register", REGISTER_LIMIT);

export const POST = withErrors(async (request) => {
  assertSameOrigin(request);
  const waitMs = await registerLimiter.hit(clientAddress(request));
  if (waitMs > 0)
    throw ApiError.tooManyRequests("Too many accounts created from here. Try again later.", waitMs);
  const input = await parseJson(request, registerSchema);
  // The same answer whether the email was free or already had an account (registerUser).
  await registerUser(input);
  return Response.json({ email: normalizeEmail(input.email) }, { status: 201 });
});

/** Whether the landing page should offer "Create an account" (REGISTRATION in docs/configuration.md). */
export const GET = withErrors(async () => Response.json({ open: await registrationOpen() }));

export const { PUT, PATCH, DELETE } = otherMethods({ GET, POST });
