import { engineStatus } from "@/lib/ai/engine-status";
import { readAiSettings } from "@/lib/ai/settings";
import { testConnection } from "@/lib/ai/test-connection";
import { ApiError } from "@/lib/api/errors";
import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import { createRateLimiter } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

// Each test is a real model call on the operator's server or account.
const testLimiter = createRateLimiter("ai-connection-test", { limit: 10, windowMs: 60 * 1000 });

/** Which engine writes the texts: the offline engine, or a model and where it runs. */
export const GET = withUser(() => engineStatus(readAiSettings()));

/** Tests the configured model with one short call: { ok, ms }, or a 502 saying what to check. */
export const POST = withUser(async ({ request, user }) => {
  const waitMs = await testLimiter.hit(user.id);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw ApiError.tooManyRequests(
      `That is 10 connection tests in a minute. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
      waitMs,
    );
  }
  return testConnection({ signal: request.signal });
});

export const { PUT, PATCH, DELETE } = otherMethods({ GET, POST });
