import { assertGenerationAllowed } from "@/lib/api/generation-limit";
import { readLimitedFormData } from "@/lib/api/request";
import { otherMethods } from "@/lib/api/route-methods";
import { withUserUpload } from "@/lib/api/with-user";
import { answerAssist } from "@/lib/assist/answer-assist";
import { parseAssistForm, SNIPPET_TOO_LARGE } from "@/lib/assist/assist-request";
import { MAX_SNIPPET_BYTES } from "@/lib/assist/capture-buffer";

// The snippet plus room for the text fields and the multipart envelope.
const MAX_BODY_BYTES = MAX_SNIPPET_BYTES + 128 * 1024;

export const POST = withUserUpload(async ({ request, user }) => {
  const form = await readLimitedFormData(request, MAX_BODY_BYTES, SNIPPET_TOO_LARGE);
  const input = parseAssistForm(form);
  await assertGenerationAllowed(user.id);
  return answerAssist({ userId: user.id, request: input, signal: request.signal });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
