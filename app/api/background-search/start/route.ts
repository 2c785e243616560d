import { ApiError } from "@/lib/api/errors";
import { parseJson } from "@/lib/api/request";
import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import { startBackgroundSearch } from "@/lib/discover/background/searches";
import { searchBodySchema, toFilters } from "@/lib/discover/search-input";
import { createRateLimiter } from "@/lib/rate-limit";

// A background search asks every source and reads up to 60 posting pages.
const startLimiter = createRateLimiter("background-search", {
  limit: 10,
  windowMs: 10 * 60 * 1000,
});

export const POST = withUser(async ({ request, user }) => {
  const body = await parseJson(request, searchBodySchema);
  const waitMs = await startLimiter.hit(user.id);
  if (waitMs > 0) {
    throw ApiError.tooManyRequests(
      "Too many AI searches in a few minutes. Wait a little and try again.",
      waitMs,
    );
  }
  const started = await startBackgroundSearch({ userId: user.id, filters: toFilters(body) });
  return Response.json(started, { status: 202 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
