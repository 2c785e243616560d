import { createRateLimiter } from "../rate-limit";
import { ApiError } from "./errors";

// Generation endpoints share one budget per user (DESIGN.md "Security": AI endpoints
// are rate limited per user).
const generationLimiter = createRateLimiter({ limit: 30, windowMs: 60 * 1000 });

export function assertGenerationAllowed(userId: string) {
  const waitMs = generationLimiter.hit(userId);
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw ApiError.tooManyRequests(
      `You have generated a lot in the last minute. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
      waitMs,
    );
  }
}
