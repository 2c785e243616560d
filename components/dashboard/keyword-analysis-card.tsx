"use client";
import { CopyIcon, Loader2Icon, TagsIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Chip } from "@/components/ui/chip";
import { Card, CardContent, CardDescription, CardTitle } from "@/components/ui/card";
import { copyToClipboard } from "@/lib/client/clipboard";
import { analyzeResumeKeywords } from "@/lib/client/resume-analysis";
import { toastError, toastSuccess } from "@/lib/client/toast-store";
import type { MasterResume } from "@/lib/types";

// Spec 1 §9: keywords / skills shown.
export const SHOWN_KEYWORDS = 6;
export const SHOWN_SKILLS = 8;

function TermList({ title, terms, testId }: { title: string; terms: string[]; testId: string }) {
  return (
    <div className="space-y-2" data-testid={testId}>
      <h3 className="text-sm font-medium">{title}</h3>
      <ul className="flex flex-wrap gap-2">
        {terms.map((term) => (
          <Chip
            key={term}
            tone="muted"
            action={{
              label: `Copy ${term}`,
              icon: CopyIcon,
              onClick: () =>
                void copyToClipboard(term, {
                  success: { title: "Copied" },
                  failure: "Copy failed",
                }),
            }}
          >
            {term}
          </Chip>
        ))}
      </ul>
    </div>
  );
}

/** Spec 1 §2 Dashboard item 4: the résumé's primary keywords and key skills. */
export function KeywordAnalysisCard({ resume }: { resume: MasterResume | null }) {
  const [isRunning, setIsRunning] = useState(false);
  const text = resume?.text.trim() ?? "";
  const keywords = resume?.analyzedKeywords.slice(0, SHOWN_KEYWORDS) ?? [];
  const skills = resume?.analyzedSkills.slice(0, SHOWN_SKILLS) ?? [];

  const analyze = async () => {
    if (!text) {
      toastError("Please add resume content first");
      return;
    }
    setIsRunning(true);
    try {
      await analyzeResumeKeywords(text);
      toastSuccess("Resume keywords analyzed successfully");
    } catch {
      toastError("Failed to analyze resume keywords");
    } finally {
      setIsRunning(false);
    }
  };

  return (
    <Card data-testid="keyword-analysis">
      <div className="flex flex-col gap-3 p-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <TagsIcon className="size-4 text-primary" aria-hidden />
            Resume Keywords Analysis
          </CardTitle>
          <CardDescription>
            The terms your saved résumé leads with, read from its own words
          </CardDescription>
        </div>
        <Button
          onClick={() => void analyze()}
          disabled={!text || isRunning}
          data-testid="analyze-keywords"
        >
          {isRunning && <Loader2Icon className="animate-spin" aria-hidden />}
          {isRunning ? "Analyzing…" : "Analyze Keywords"}
        </Button>
      </div>
      <CardContent>
        {keywords.length || skills.length ? (
          <div className="grid gap-4 md:grid-cols-2">
            <TermList title="Primary Keywords" terms={keywords} testId="primary-keywords" />
            <TermList title="Key Skills" terms={skills} testId="key-skills" />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {text
              ? "Run the analysis to see your primary keywords and key skills."
              : "Save your master résumé first."}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
