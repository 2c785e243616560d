import { ApiError } from "@/lib/api/errors";
import { parseJson } from "@/lib/api/request";
import { assertSameOrigin } from "@/lib/api/same-origin";
import { withErrors } from "@/lib/api/with-user";
import { registerSchema } from "@/lib/auth/register-schema";
import { registerUser } from "@/lib/auth/users";
import { createRateLimiter } from "@/lib/rate-limit";

const registerLimiter = createRateLimiter({ limit: 20, windowMs: 60 * 60 * 1000 });

export const POST = withErrors(async (request) => {
  assertSameOrigin(request);
  const address = request.headers.get("x-forwarded-for")?.split(",")[0].trim() ?? "local";
  const waitMs = registerLimiter.hit(address);
  if (waitMs > 0)
    throw ApiError.tooManyRequests("Too many accounts created from here. Try again later.", waitMs);
  const input = await parseJson(request, registerSchema);
  const user = await registerUser(input);
  return Response.json(
    { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
    { status: 201 },
  );
});
