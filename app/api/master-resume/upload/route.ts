import { ApiError } from "@/lib/api/errors";
import { readLimitedFormData } from "@/lib/api/request";
import { withUserUpload } from "@/lib/api/with-user";
import { MAX_RESUME_BYTES, TOO_LARGE } from "@/lib/files/detect-type";
import { extractResumeText } from "@/lib/files/extract-resume-text";

// Room for the multipart envelope around a file of the maximum size.
const MAX_BODY_BYTES = MAX_RESUME_BYTES + 64 * 1024;

export const POST = withUserUpload(async ({ request }) => {
  const form = await readLimitedFormData(request, MAX_BODY_BYTES, TOO_LARGE);
  const file = form.get("resume");
  if (!(file instanceof File))
    throw ApiError.badRequest("Choose a file to upload (field 'resume').");
  if (file.size > MAX_RESUME_BYTES) throw ApiError.tooLarge(TOO_LARGE);
  const text = await extractResumeText(file.name, Buffer.from(await file.arrayBuffer()));
  return { text, fileName: file.name };
});
