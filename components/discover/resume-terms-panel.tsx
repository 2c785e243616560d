"use client";
import { ChevronDownIcon, Loader2Icon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { toast } from "@/lib/client/toast-store";

/**
 * Spec 2 §2: a collapsible list of terms read from the résumé. "Analyze Resume" (or
 * "Re-analyze" once there are terms) runs the analysis; a chip appends its term to a field.
 */
export function ResumeTermsPanel({
  title,
  terms,
  resumeText,
  analyze,
  failureDescription,
  onPick,
  testId,
}: {
  title: string;
  terms: string[];
  resumeText: string;
  analyze: (resumeText: string) => Promise<unknown>;
  /** Spec 2 §8: "Failed to analyze resume keywords" or "... resume job titles". */
  failureDescription: string;
  onPick: (term: string) => void;
  testId: string;
}) {
  const [isOpen, setOpen] = useState(false);
  const [isRunning, setRunning] = useState(false);

  const run = async () => {
    if (!resumeText.trim()) {
      toast({
        title: "No resume found",
        description: "Please add a master resume first",
        variant: "destructive",
      });
      return;
    }
    setRunning(true);
    setOpen(true);
    try {
      await analyze(resumeText);
    } catch {
      toast({ title: "Analysis failed", description: failureDescription, variant: "destructive" });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Card data-testid={testId}>
      <Collapsible open={isOpen} onOpenChange={setOpen}>
        <div className="flex items-center justify-between gap-2 p-4">
          <CollapsibleTrigger asChild>
            <button
              type="button"
              className="flex min-w-0 flex-1 items-center gap-2 rounded-md text-left font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring [&[data-state=open]>svg]:rotate-180"
              data-testid={`${testId}-toggle`}
            >
              <ChevronDownIcon className="size-4 shrink-0 transition-transform" aria-hidden />
              {title}
              {terms.length > 0 && (
                <span className="text-sm font-normal text-muted-foreground">({terms.length})</span>
              )}
            </button>
          </CollapsibleTrigger>
          <Button
            size="sm"
            variant="outline"
            isPending={isRunning}
            onClick={() => void run()}
            data-testid={`${testId}-analyze`}
          >
            {isRunning && <Loader2Icon className="animate-spin" aria-hidden />}
            {terms.length > 0 ? "Re-analyze" : "Analyze Resume"}
          </Button>
        </div>
        <CollapsibleContent className="px-4 pb-4">
          {terms.length > 0 ? (
            <ul className="flex flex-wrap gap-2" data-testid={`${testId}-chips`}>
              {terms.map((term) => (
                <li key={term}>
                  <button
                    type="button"
                    className="flex items-center gap-1 rounded-full border bg-background px-3 py-0.5 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
                    aria-label={`Add ${term} to search`}
                    onClick={() => onPick(term)}
                  >
                    <PlusIcon className="size-3" aria-hidden />
                    {term}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              {isRunning ? "Reading your résumé…" : "Analyze your résumé to see terms you can add."}
            </p>
          )}
        </CollapsibleContent>
      </Collapsible>
    </Card>
  );
}
