"use client";
import { MessagesSquareIcon } from "lucide-react";
import { FitGateDialog } from "@/components/jobs/fit-gate-dialog";
import { useFitGate } from "@/components/jobs/use-fit-gate";
import { useNavigation } from "@/lib/client/navigation";
import type { InterviewQuestion, JobDetail } from "@/lib/types";
import {
  CopyQuestionsButton,
  GenerateQuestionsButton,
  PracticeButton,
  useGenerateQuestions,
} from "./qa-actions";
import { OfflineDraftLabel } from "./offline-draft-label";
import { SavedInterviewsMenu } from "./saved-interviews-menu";
import { StaleNotice } from "./stale-notice";
import { UndoRestoreNotice } from "./undo-restore-notice";
import { useVersionRestore } from "./use-version-restore";
import { VersionsDialog } from "./versions-dialog";

function QuestionList({ questions }: { questions: InterviewQuestion[] }) {
  return (
    <ol className="space-y-3" data-testid="qa-questions">
      {questions.map((item, index) => (
        <li key={item.id} className="rounded-xl border bg-card p-4 shadow-sm">
          <p className="font-medium">
            <span className="mr-2 text-muted-foreground">{index + 1}.</span>
            {item.question}
          </p>
          {item.answer && (
            <p className="mt-2 text-sm leading-relaxed whitespace-pre-wrap text-muted-foreground">
              {item.answer}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Spec 1 §2 "Q&A tab": interview questions with sample answers, and interview practice. */
export function QaTab({ job }: { job: JobDetail }) {
  const { openSimulator } = useNavigation();
  const { isGenerating, generate: generateQuestions } = useGenerateQuestions(job.id);
  const { passFitGate, isCheckingFit, fitGateDialogProps } = useFitGate();
  const restore = useVersionRestore(job.id);
  const { questions } = job;
  const practice = () => openSimulator(job.id);
  const generate = async () => {
    if (!(await passFitGate(job))) return;
    restore.forgetUndo();
    await generateQuestions();
  };
  const fitGateDialog = <FitGateDialog {...fitGateDialogProps} />;

  if (questions.length === 0) {
    return (
      <div className="space-y-4">
        <SavedInterviewsMenu jobId={job.id} />
        <div
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center"
          data-testid="qa-empty"
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <MessagesSquareIcon className="size-6" aria-hidden />
          </span>
          <p className="font-medium">No interview questions yet</p>
          <p className="max-w-md text-sm text-muted-foreground">
            Questions an interviewer for this job is likely to ask, each with a sample answer drawn
            from your master résumé.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <GenerateQuestionsButton
              isRegenerate={false}
              isGenerating={isGenerating}
              isCheckingFit={isCheckingFit}
              onGenerate={() => void generate()}
            />
            <PracticeButton isStart onPractice={practice} />
          </div>
        </div>
        {fitGateDialog}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SavedInterviewsMenu jobId={job.id} />
        <div className="flex flex-wrap gap-2">
          <CopyQuestionsButton questions={questions} job={job} />
          <VersionsDialog
            jobId={job.id}
            document="questions"
            noun="interview questions"
            onRestore={restore.restore}
            testId="qa-versions"
          />
          <GenerateQuestionsButton
            isRegenerate
            isGenerating={isGenerating}
            isCheckingFit={isCheckingFit}
            onGenerate={() => void generate()}
          />
          <PracticeButton isStart={false} onPractice={practice} />
        </div>
      </div>
      {job.staleness.questions && (
        <StaleNotice
          reason={job.staleness.questions}
          onRefresh={() => void generate()}
          isRefreshing={isGenerating}
          testId="qa-stale"
        />
      )}
      {restore.canUndo && !isGenerating && (
        <UndoRestoreNotice
          isBusy={restore.isRestoring}
          onUndo={() => void restore.undo()}
          testId="qa-undo-restore"
        />
      )}
      {!isGenerating && <OfflineDraftLabel testId="qa-offline-draft" />}
      <QuestionList questions={questions} />
      {fitGateDialog}
    </div>
  );
}
