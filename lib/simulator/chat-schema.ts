import { z } from "zod";

export const CHAT_LIMITS = { messages: 60, messageChars: 4000 };

export const RESUME_SOURCES = ["auto", "tailored", "master"] as const;
export type ResumeSource = (typeof RESUME_SOURCES)[number];

// "assistant" is the voice path's name for the interviewer; a client's "system" message
// is accepted and then ignored (the server writes the interviewer's instructions itself).
const ROLES = ["user", "interviewer", "assistant", "system"] as const;

const messageSchema = z.object(
  {
    role: z.enum(ROLES, { error: "Each message's role must be user or interviewer." }),
    content: z
      .string({ error: "Each message's content must be text." })
      .trim()
      .min(1, "A message cannot be empty. Type your answer and send it again.")
      .max(
        CHAT_LIMITS.messageChars,
        `A message can be at most ${CHAT_LIMITS.messageChars.toLocaleString("en-US")} characters. Shorten it and send it again.`,
      ),
  },
  { error: "Each message must be an object with a role and a content." },
);

/** POST /api/chat: the job, which résumé to interview from, and the conversation so far. */
export const chatSchema = z.object({
  jobId: z.string({ error: "Choose a job for the interview (jobId)." }),
  resumeSource: z
    .enum(RESUME_SOURCES, { error: "resumeSource must be auto, tailored or master." })
    .default("auto"),
  messages: z
    .array(messageSchema, { error: "messages must be a list of { role, content }." })
    .max(
      CHAT_LIMITS.messages,
      `An interview can hold at most ${CHAT_LIMITS.messages} messages. Start a new interview to keep practising.`,
    ),
});

export type ChatInput = z.infer<typeof chatSchema>;
export type ChatMessage = { role: "user" | "interviewer"; content: string };

/** The conversation without client system messages, the voice path's "assistant" as the interviewer. */
export function conversationOf(input: ChatInput): ChatMessage[] {
  return input.messages.flatMap((message) =>
    message.role === "system"
      ? []
      : [{ role: message.role === "user" ? "user" : "interviewer", content: message.content }],
  );
}
