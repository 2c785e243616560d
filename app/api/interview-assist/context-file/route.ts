import { ApiError } from "@/lib/api/errors";
import { readLimitedFormData } from "@/lib/api/request";
import { otherMethods } from "@/lib/api/route-methods";
import { withUser, withUserUpload } from "@/lib/api/with-user";
import { removeContextFile, uploadContextFile } from "@/lib/assist/context-files";
import { CONTEXT_TOO_LARGE, MAX_CONTEXT_BYTES } from "@/lib/assist/context-text";
import { createRateLimiter } from "@/lib/rate-limit";

const MAX_BODY_BYTES = MAX_CONTEXT_BYTES + 64 * 1024;
const uploadLimiter = createRateLimiter("assist-context", { limit: 20, windowMs: 10 * 60 * 1000 });

const textField = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value.trim() ? value.trim() : null;
};

export const POST = withUserUpload(async ({ request, user }) => {
  const form = await readLimitedFormData(request, MAX_BODY_BYTES, CONTEXT_TOO_LARGE);
  const file = form.get("context");
  if (!(file instanceof File))
    throw ApiError.badRequest("Choose a file to upload (field 'context').");
  if (file.size > MAX_CONTEXT_BYTES) throw ApiError.tooLarge(CONTEXT_TOO_LARGE);
  const waitMs = await uploadLimiter.hit(user.id);
  if (waitMs > 0)
    throw ApiError.tooManyRequests(
      "Too many context uploads in a few minutes. Wait a moment and try again.",
      waitMs,
    );
  return uploadContextFile({
    userId: user.id,
    file,
    previous: {
      vectorStoreId: textField(form, "previousVectorStoreId"),
      fileId: textField(form, "previousFileId"),
    },
    signal: request.signal,
  });
});

export const DELETE = withUser(async ({ request, user }) => {
  const query = new URL(request.url).searchParams;
  await removeContextFile({
    userId: user.id,
    vectorStoreId: query.get("vectorStoreId"),
    fileId: query.get("fileId"),
  });
  return { removed: true };
});

export const { GET, PUT, PATCH } = otherMethods({ POST, DELETE });
