import { assertGenerationAllowed } from "@/lib/api/generation-limit";
import { parseJson } from "@/lib/api/request";
import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import { chatSchema, conversationOf } from "@/lib/simulator/chat-schema";
import { replyToChat } from "@/lib/simulator/chat-reply";
import { loadInterviewContext } from "@/lib/simulator/interview-context";

// 60 messages of 4,000 characters, up to 3 bytes each in UTF-8, plus JSON escapes.
const CHAT_JSON_BYTES = 1024 * 1024;

/** The Interview Simulator's interviewer (spec 3 §7.1): its next turn for the conversation. */
export const POST = withUser(async ({ request, user }) => {
  const input = await parseJson(request, chatSchema, { maxBytes: CHAT_JSON_BYTES });
  // Ownership and the résumé (404, 400) before the budget is spent (429).
  const context = await loadInterviewContext({
    userId: user.id,
    jobId: input.jobId,
    resumeSource: input.resumeSource,
  });
  await assertGenerationAllowed(user.id);
  return replyToChat({
    context,
    conversation: conversationOf(input),
    wantsJson: (request.headers.get("accept") ?? "").includes("application/json"),
    abortSignal: request.signal,
  });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
