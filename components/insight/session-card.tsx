"use client";
import { ListPlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { serverSentence, useInsightActions } from "@/lib/client/insight";
import { readNotes } from "@/lib/client/insight-notes";
import type { InsightSession } from "@/lib/client/insight-types";
import { toast, toastError } from "@/lib/client/toast-store";
import { useConfirmation } from "@/lib/client/use-confirmation";
import type { JobSummary } from "@/lib/types";
import { jobLabel, NO_JOB } from "./job-options";
import { SessionNotes } from "./session-notes";
import { SessionTranscript } from "./session-transcript";

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function SessionCard({ session, jobs }: { session: InsightSession; jobs: JobSummary[] }) {
  const notes = readNotes(session.notes);
  const confirmation = useConfirmation();
  const actions = useInsightActions();
  const [isBusy, setBusy] = useState(false);
  const linkedJob = session.job ?? jobs.find((job) => job.id === session.jobId) ?? null;

  const assign = async (value: string) => {
    setBusy(true);
    try {
      await actions.assign(session.id, value === NO_JOB ? null : value);
    } catch {
      toastError("Failed to update interview session");
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!(await confirmation.ask())) return;
    setBusy(true);
    try {
      await actions.remove(session.id);
      toast({ title: "Session deleted" });
    } catch {
      toastError("Failed to delete session");
      setBusy(false);
    }
  };
  const addQuestions = async () => {
    if (!session.jobId) return;
    setBusy(true);
    try {
      const { added } = await actions.addQuestions(session.id, session.jobId, notes.questions);
      toast(
        added > 0
          ? {
              title: "Questions added",
              description: `${added} of the interviewer's questions are now in this job's Q&A.`,
            }
          : { title: "Nothing new", description: "These questions are already in this job's Q&A." },
      );
    } catch (error) {
      toastError(serverSentence(error) ?? "Failed to add the questions to the job");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card data-testid="insight-session" data-session-id={session.id}>
      <CardHeader className="flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <CardTitle className="text-base">
            <time dateTime={session.createdAt}>
              {DATE_FORMAT.format(new Date(session.createdAt))}
            </time>
          </CardTitle>
          <p className="truncate text-sm text-muted-foreground" data-testid="session-job">
            {linkedJob ? jobLabel(linkedJob) : "No job"}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Select value={session.jobId ?? NO_JOB} onValueChange={assign} disabled={isBusy}>
            <SelectTrigger
              className="w-full sm:w-56"
              aria-label="Assign to Job"
              data-testid="session-assign"
            >
              <SelectValue placeholder="Assign to Job" />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_JOB}>No job</SelectItem>
              {jobs.map((job) => (
                <SelectItem key={job.id} value={job.id}>
                  {jobLabel(job)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Button
            variant="ghost"
            size="icon"
            onClick={remove}
            disabled={isBusy}
            aria-label="Delete session"
            data-testid="session-delete"
          >
            <Trash2Icon aria-hidden />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <SessionTranscript transcript={session.transcript} />
        <SessionNotes notes={notes} />
        {session.jobId && notes.questions.length > 0 && (
          <div
            className="grid gap-2 rounded-lg border bg-muted/30 p-3"
            data-testid="session-questions"
          >
            <p className="text-sm font-medium">Questions the interviewer asked</p>
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {notes.questions.map((question, index) => (
                <li key={index}>{question}</li>
              ))}
            </ul>
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={addQuestions}
                disabled={isBusy}
                data-testid="session-add-questions"
              >
                <ListPlusIcon aria-hidden />
                Add to this job&apos;s interview questions
              </Button>
            </div>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        {...confirmation.dialogProps}
        title="Delete this interview session? This action cannot be undone."
        confirmLabel="Delete"
        isDestructive
        testId="session-delete-confirm"
      />
    </Card>
  );
}
