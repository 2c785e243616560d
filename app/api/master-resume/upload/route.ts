import { ApiError } from "@/lib/api/errors";
import { readLimitedFormData } from "@/lib/api/request";
import { withUserUpload } from "@/lib/api/with-user";
import { MAX_RESUME_BYTES, TOO_LARGE } from "@/lib/files/detect-type";
import { extractResumeText } from "@/lib/files/extract-resume-text";
import { otherMethods } from "@/lib/api/route-methods";
import { createRateLimiter } from "@/lib/rate-limit";

// Room for the multipart envelope around a file of the maximum size.
const MAX_BODY_BYTES = MAX_RESUME_BYTES + 64 * 1024;

// Each upload runs a document parser; a person replacing a résumé needs a handful.
const uploadLimiter = createRateLimiter("upload", { limit: 20, windowMs: 10 * 60 * 1000 });

export const POST = withUserUpload(async ({ request, user }) => {
  const form = await readLimitedFormData(request, MAX_BODY_BYTES, TOO_LARGE);
  const file = form.get("resume");
  if (!(file instanceof File))
    throw ApiError.badRequest("Choose a file to upload (field 'resume').");
  if (file.size > MAX_RESUME_BYTES) throw ApiError.tooLarge(TOO_LARGE);
  const waitMs = await uploadLimiter.hit(user.id);
  if (waitMs > 0) {
    throw ApiError.tooManyRequests(
      "Too many résumé uploads in a few minutes. Wait a moment and try again, or paste the text.",
      waitMs,
    );
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  return {
    text: await extractResumeText(file.name, bytes, {
      signal: request.signal,
      owner: user.id,
    }),
    fileName: file.name,
  };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
