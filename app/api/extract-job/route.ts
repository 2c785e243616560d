import { modelExtractFallback } from "@/lib/ai/tasks";
import { ApiError } from "@/lib/api/errors";
import { parseJson } from "@/lib/api/request";
import { withUser } from "@/lib/api/with-user";
import { allowPrivateNetworkFromEnv, extractJob } from "@/lib/extract";
import { extractJobSchema } from "@/lib/extract/schemas";
import { createRateLimiter } from "@/lib/rate-limit";
import { otherMethods } from "@/lib/api/route-methods";

// Each extraction fetches a page from the internet on the user's behalf.
const extractLimiter = createRateLimiter("extract", { limit: 30, windowMs: 60 * 1000 });

export const POST = withUser(async ({ request, user }) => {
  const { url } = await parseJson(request, extractJobSchema);
  const waitMs = await extractLimiter.hit(user.id);
  if (waitMs > 0) {
    throw ApiError.tooManyRequests(
      "Too many extractions in a minute. Wait a moment and try again.",
      waitMs,
    );
  }
  const job = await extractJob(url, {
    allowPrivateNetwork: allowPrivateNetworkFromEnv(),
    signal: request.signal,
    owner: user.id,
    fallback: modelExtractFallback({ abortSignal: request.signal }),
  });
  return {
    title: job.title,
    company: job.company,
    description: job.description,
    salary: job.salary,
  };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
