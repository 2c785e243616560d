"use client";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { JobDetail } from "@/lib/types";

const MAX_QUESTIONS = 8;

export function QaReferenceCard({ jobId, job }: { jobId: string | null; job: JobDetail | null }) {
  const questions = job?.questions.slice(0, MAX_QUESTIONS) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Interview Q&amp;A Reference</CardTitle>
      </CardHeader>
      <CardContent>
        {!jobId ? (
          <p className="text-sm text-muted-foreground">
            Select a job to view its interview Q&amp;A.
          </p>
        ) : questions.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Generate interview Q&amp;A to see tailored prompts.
          </p>
        ) : (
          <ol className="space-y-3">
            {questions.map((item, index) => (
              <li key={item.id} className="text-sm">
                <p className="font-medium">
                  Q{index + 1}. {item.question}
                </p>
                <p className="text-muted-foreground">
                  <span className="font-medium">Sample Answer: </span>
                  {item.answer}
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
