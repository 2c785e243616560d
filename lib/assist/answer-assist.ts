import "server-only";
import { suggestInterviewAnswer, type AssistInput } from "../ai/local";
import { interviewAssistPrompt } from "../ai/prompts/interview-assist";
import { isAbortError, modelFailure } from "../ai/model-error";
import { languageModel } from "../ai/provider";
import { getJob } from "../jobs/jobs";
import { analyzeFit } from "../match";
import { getMasterResume } from "../resume/master-resume";
import type { AssistRequest } from "./assist-request";
import { contextForAnswer } from "./context-files";
import { transcribeSnippet } from "./transcribe-snippet";
import { fileSearchModel, modelLabel, parseModelText, streamModelAnswer } from "./model-answer";

export const NO_SPEECH = "No interviewer speech detected in this segment.";
export const NO_SUGGESTION = "Interview Assist did not return a suggestion.";

/** The answer of POST /api/interview-assist (spec 3 §7.2). */
export type AssistResult = {
  ignored: boolean;
  transcript: string;
  message: string | null;
  answer: string;
  keyPoints: string[];
  followUp: string | null;
  model: string;
};

/** Everything an answer draws on except the question, read while the audio is transcribed. */
async function gatherInput(userId: string, request: AssistRequest) {
  const [job, resume] = await Promise.all([
    request.jobId ? getJob({ userId, jobId: request.jobId }) : null,
    getMasterResume({ userId }),
  ]);
  const resumeText = resume?.text ?? "";
  const requirements =
    job?.analysis?.requirements ??
    (job && resumeText
      ? analyzeFit({ resumeText, jobTitle: job.title, jobDescription: job.description })
          .requirements
      : []);
  return {
    resumeText,
    job: job && { title: job.title, company: job.company, description: job.description },
    requirements,
    qa: job?.questions ?? [],
    passages: [],
  } satisfies Omit<AssistInput, "question">;
}

const ndjson = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value)}\n`);

/**
 * A model's answer as NDJSON: {transcript}, then {delta} lines as the reply is written,
 * then {result} with every field (or {error} when the model breaks off mid-way).
 */
async function streamedAnswer(
  chunks: AsyncGenerator<{ delta: string } | { text: string }>,
  transcript: string,
  model: string,
): Promise<Response> {
  const first = await chunks.next().catch((error) => {
    throw isAbortError(error) ? error : modelFailure(error);
  });
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(ndjson({ transcript }));
      try {
        for (let step = first; !step.done; step = await chunks.next()) {
          if ("delta" in step.value) controller.enqueue(ndjson({ delta: step.value.delta }));
          else {
            const parsed = parseModelText(step.value.text);
            if (!parsed.answer) controller.enqueue(ndjson({ error: NO_SUGGESTION }));
            else {
              const result: AssistResult = {
                ignored: false,
                transcript,
                message: null,
                ...parsed,
                model,
              };
              controller.enqueue(ndjson({ result }));
            }
          }
        }
      } catch (error) {
        if (!isAbortError(error))
          controller.enqueue(ndjson({ error: modelFailure(error).message }));
      }
      controller.close();
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Cache-Control": "no-transform",
    },
  });
}

export async function answerAssist({
  userId,
  request,
  signal,
}: {
  userId: string;
  request: AssistRequest;
  signal?: AbortSignal;
}): Promise<AssistResult | Response> {
  const context = contextForAnswer(userId, request.contextVectorStoreId);
  const model = languageModel();
  const [transcript, gathered] = await Promise.all([
    request.audio ? transcribeSnippet(request.audio, signal) : request.text,
    gatherInput(userId, request),
  ]);
  const input: AssistInput = { ...gathered, question: transcript };
  if (!transcript) {
    return {
      ignored: true,
      transcript: "",
      message: NO_SPEECH,
      answer: "",
      keyPoints: [],
      followUp: null,
      model: model ? modelLabel(model) : "local",
    };
  }
  const passages = context?.search?.(transcript) ?? [];
  const withPassages = { ...input, passages };
  if (!model) {
    const answer = suggestInterviewAnswer(withPassages);
    return { ignored: false, transcript, message: null, ...answer, model: "local" };
  }
  const search = context?.provider === "openai" ? fileSearchModel(context.vectorStoreId) : null;
  const writer = search?.model ?? model;
  const chunks = streamModelAnswer({
    model: writer,
    tools: search?.tools,
    prompt: interviewAssistPrompt({ ...withPassages, history: request.history }),
    abortSignal: signal,
  });
  return streamedAnswer(chunks, transcript, modelLabel(writer));
}
