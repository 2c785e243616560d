import { ApiError } from "@/lib/api/errors";
import { parseJson } from "@/lib/api/request";
import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import { searchBodySchema, toFilters } from "@/lib/discover/search-input";
import { discoverJobs } from "@/lib/discover/standard-search";
import { createRateLimiter } from "@/lib/rate-limit";

// Each search asks up to ten outside job sources on the user's behalf.
const searchLimiter = createRateLimiter("discover", { limit: 30, windowMs: 60 * 1000 });

export const POST = withUser(async ({ request, user }) => {
  const body = await parseJson(request, searchBodySchema);
  const waitMs = await searchLimiter.hit(user.id);
  if (waitMs > 0) {
    throw ApiError.tooManyRequests(
      "Too many searches in a minute. Wait a moment and try again.",
      waitMs,
    );
  }
  return discoverJobs({
    userId: user.id,
    filters: toFilters(body),
    page: body.page,
    signal: request.signal,
  });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
