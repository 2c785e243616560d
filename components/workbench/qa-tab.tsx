import { MessagesSquareIcon } from "lucide-react";
import type { InterviewQuestion } from "@/lib/types";
import { SavedInterviewsMenu } from "./saved-interviews-menu";
import { TabEmpty } from "./tab-empty";

export function QaTab({ jobId, questions }: { jobId: string; questions: InterviewQuestion[] }) {
  return (
    <div className="space-y-4">
      <SavedInterviewsMenu jobId={jobId} />
      {questions.length === 0 ? (
        <TabEmpty
          icon={MessagesSquareIcon}
          title="No interview questions yet"
          text="Interview questions with sample answers arrive in the next release."
        />
      ) : (
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
      )}
    </div>
  );
}
