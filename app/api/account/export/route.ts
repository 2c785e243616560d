import { ApiError } from "@/lib/api/errors";
import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import { exportArchive } from "@/lib/account/export-archive";
import { createRateLimiter } from "@/lib/rate-limit";

// An export reads every row the user has; a few an hour is plenty for a person.
const exportLimit = createRateLimiter("account-export", { limit: 10, windowMs: 60 * 60 * 1000 });

/** Everything the user owns, as one zip streamed while it is made. */
export const GET = withUser(async ({ user }) => {
  const waitMs = await exportLimit.check(user.id);
  if (waitMs > 0)
    throw ApiError.tooManyRequests(
      `You have exported several times in the last hour. Try again in ${Math.ceil(waitMs / 60_000)} minutes.`,
      waitMs,
    );
  await exportLimit.hit(user.id);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(exportArchive(user.id), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="shortlist-export-${date}.zip"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods({ GET });
