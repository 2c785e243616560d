import { createRateLimiter, type RateLimiter } from "../rate-limit";
import { ApiError } from "./errors";

async function assertUnder(limiter: RateLimiter, userId: string, doing: string) {
  const waitMs = await limiter.hit(userId);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw ApiError.tooManyRequests(
      `You have ${doing} a lot in the last minute. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
      waitMs,
    );
  }
}

// Generation endpoints share one budget per user (DESIGN.md "Security": AI endpoints
// are rate limited per user).
const generationLimiter = createRateLimiter("generation", { limit: 30, windowMs: 60 * 1000 });

export const assertGenerationAllowed = (userId: string) =>
  assertUnder(generationLimiter, userId, "generated");

// Reads that cost seconds of CPU on a long posting (a fit check, a PDF) have their own
// budget, so checking fit before each Generate does not spend the generation budget.
const costlyReadLimiter = createRateLimiter("costly-read", { limit: 20, windowMs: 60 * 1000 });

export const assertCostlyReadAllowed = (userId: string) =>
  assertUnder(costlyReadLimiter, userId, "checked fit or downloaded");
