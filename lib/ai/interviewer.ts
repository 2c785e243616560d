import "server-only";
import { streamText, type ModelMessage } from "ai";
import type { InterviewContext } from "../simulator/interview-context";
import type { ChatMessage } from "../simulator/chat-schema";
import { localInterviewerReply, nextStep, type InterviewStep } from "./local/interviewer";
import { localTextStream } from "./model-stream";
import { interviewerInstructions } from "./prompts/interviewer";
import { languageModel } from "./provider";

const MAX_REPLY_TOKENS = 400;

/** What the model's interviewer should do this turn: the local plan's step, in words. */
function stepGuidance(step: InterviewStep, context: InterviewContext): string {
  const question = (index: number) => context.plan.questions[index]?.text ?? "";
  switch (step.kind) {
    case "greeting":
      return `Greet the candidate, then ask plan question 1: ${question(0)}`;
    case "follow-up":
      return `The last answer needs more. Ask one follow-up, such as: ${step.followUp}`;
    case "next-question":
      return `Acknowledge the last answer in one sentence, then ask plan question ${step.questionIndex + 1}: ${question(step.questionIndex)}`;
    case "closing":
      return "Acknowledge the last answer in one sentence, then say that was your last question and invite the candidate's questions about the role.";
    case "candidate-question":
      return "Answer the candidate's question only from the job description; if it does not say, tell them to ask the hiring team. Then ask if they have anything else.";
    case "farewell":
    case "ended":
      return "Thank the candidate and close the interview. Ask no more questions.";
  }
}

const toModelMessage = (message: ChatMessage): ModelMessage =>
  message.role === "user"
    ? { role: "user", content: message.content }
    : { role: "assistant", content: message.content };

/**
 * The interviewer's next turn as text chunks: the configured model guided by the plan,
 * or the local interviewer. The request's signal stops the model.
 */
export async function* interviewerReply(
  context: InterviewContext,
  conversation: ChatMessage[],
  { abortSignal }: { abortSignal?: AbortSignal } = {},
): AsyncGenerator<string> {
  const answers = conversation.filter((m) => m.role === "user").map((m) => m.content);
  const model = languageModel();
  if (!model) {
    yield* localTextStream(localInterviewerReply(context.plan, answers, context.job), abortSignal);
    return;
  }
  const step = nextStep(context.plan, answers);
  const system = `${interviewerInstructions({ ...context, mode: "text" })}\n\nYour next turn: ${stepGuidance(step, context)}`;
  const messages = conversation.map(toModelMessage);
  // Chat servers expect a user turn to answer; the first turn has none yet.
  if (messages.length === 0 || messages[0].role !== "user")
    messages.unshift({ role: "user", content: "(The candidate has joined the interview.)" });
  const result = streamText({
    model,
    system,
    messages,
    abortSignal,
    maxOutputTokens: MAX_REPLY_TOKENS,
    maxRetries: 1,
  });
  for await (const part of result.fullStream) {
    if (part.type === "text-delta") yield part.text;
    else if (part.type === "error") throw part.error;
    else if (part.type === "abort")
      throw abortSignal?.reason instanceof Error
        ? abortSignal.reason
        : new DOMException("The reply was stopped.", "AbortError");
  }
}
