"use client";
import { CopyIcon, Loader2Icon, MicIcon, RefreshCwIcon, SparklesIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { copyToClipboard } from "@/lib/client/clipboard";
import { generateQuestions } from "@/lib/client/generate";
import { useGeneration } from "@/lib/client/use-generation";
import type { InterviewQuestion } from "@/lib/types";

/** Generate and Regenerate share one flow: pending state, slow hint, then a toast. */
export function useGenerateQuestions(jobId: string) {
  const { isRunning, run } = useGeneration(() => generateQuestions(jobId), {
    success: "Interview questions generated successfully",
    failure: "Failed to generate interview questions",
  });
  return { isGenerating: isRunning, generate: run };
}

export function GenerateQuestionsButton({
  isRegenerate,
  isGenerating,
  isCheckingFit,
  onGenerate,
}: {
  isRegenerate: boolean;
  isGenerating: boolean;
  isCheckingFit: boolean;
  onGenerate: () => void;
}) {
  const isBusy = isGenerating || isCheckingFit;
  const Icon = isBusy ? Loader2Icon : isRegenerate ? RefreshCwIcon : SparklesIcon;
  return (
    <Button
      variant={isRegenerate ? "outline" : "default"}
      size={isRegenerate ? "sm" : "default"}
      disabled={isGenerating}
      aria-busy={isGenerating}
      isPending={isCheckingFit}
      onClick={onGenerate}
      data-testid={isRegenerate ? "qa-regenerate" : "qa-generate"}
    >
      <Icon className={isBusy ? "animate-spin" : undefined} aria-hidden />
      {isGenerating ? "Generating…" : isRegenerate ? "Regenerate" : "Generate Q&A"}
    </Button>
  );
}

/** Both open the interview simulator with this job; "Start" is the empty state's wording. */
export function PracticeButton({
  isStart,
  onPractice,
}: {
  isStart: boolean;
  onPractice: () => void;
}) {
  return (
    <Button
      variant="outline"
      size={isStart ? "default" : "sm"}
      onClick={onPractice}
      data-testid={isStart ? "qa-start-practice" : "qa-practice"}
    >
      <MicIcon aria-hidden />
      {isStart ? "Start Practice Interview" : "Practice Interview"}
    </Button>
  );
}

/** The plain text Copy puts on the clipboard: numbered questions, each with its answer. */
export function questionsText(
  questions: InterviewQuestion[],
  job: { title: string; company: string },
): string {
  const items = questions.map(
    (item, index) =>
      `${index + 1}. ${item.question}` + (item.answer ? `\nAnswer: ${item.answer}` : ""),
  );
  return [`Interview questions: ${job.title} at ${job.company}`, ...items].join("\n\n");
}

export function CopyQuestionsButton({
  questions,
  job,
}: {
  questions: InterviewQuestion[];
  job: { title: string; company: string };
}) {
  const copy = () =>
    copyToClipboard(questionsText(questions, job), {
      success: {
        title: "Copied!",
        description: "The questions and answers are on your clipboard.",
      },
      failure: "Failed to copy to clipboard",
    });
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} data-testid="qa-copy">
      <CopyIcon aria-hidden />
      Copy
    </Button>
  );
}
