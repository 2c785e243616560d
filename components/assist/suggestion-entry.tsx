"use client";
import { ChevronDown, Copy } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { answerBullets } from "@/lib/assist/answer-format";
import { toast } from "@/lib/client/toast-store";
import type { AssistEntry } from "./use-assist-entries";

const BULLET_COLOURS = ["bg-sky-500", "bg-emerald-500", "bg-amber-500", "bg-violet-500"];

const STATUS_LABEL: Record<AssistEntry["status"], string> = {
  processing: "Processing",
  complete: "Complete",
  ignored: "Skipped",
  error: "Error",
};

function SuggestedResponse({ answer }: { answer: string }) {
  const bullets = answerBullets(answer);
  if (!bullets) return <p className="text-sm whitespace-pre-wrap">{answer}</p>;
  return (
    <ul className="space-y-1 text-sm">
      {bullets.map((bullet, index) => (
        <li key={index} className="flex gap-2">
          <span
            className={`mt-1.5 size-2 shrink-0 rounded-full ${BULLET_COLOURS[index % BULLET_COLOURS.length]}`}
          />
          {bullet}
        </li>
      ))}
    </ul>
  );
}

export function SuggestionEntry({ entry }: { entry: AssistEntry }) {
  // Spec 3 §8.2 names both toasts, so the shared clipboard helper's "Error" title is not used.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(entry.answer);
      toast({ title: "Copied", description: "Suggested answer copied to clipboard." });
    } catch {
      toast({
        title: "Copy failed",
        description: "Unable to copy answer. Please try again.",
        variant: "destructive",
      });
    }
  };
  return (
    <li
      className="space-y-3 rounded-lg border p-3"
      data-testid="assist-entry"
      data-status={entry.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleTimeString()}</time>
          <Badge variant={entry.status === "error" ? "destructive" : "secondary"}>
            {STATUS_LABEL[entry.status]}
          </Badge>
          <span>{entry.source === "audio" ? "Audio" : "Typed"}</span>
        </div>
        {entry.answer && (
          <Button variant="ghost" size="sm" onClick={copy}>
            <Copy /> Copy
          </Button>
        )}
      </div>
      {entry.status === "processing" && !entry.answer && (
        <p className="text-sm text-muted-foreground" role="status">
          Drafting a suggestion...
        </p>
      )}
      {entry.keyPoints.length > 0 && (
        <section>
          <h4 className="text-sm font-medium">Key Points</h4>
          <ul className="ml-4 list-disc text-sm">
            {entry.keyPoints.map((point, index) => (
              <li key={index}>{point}</li>
            ))}
          </ul>
        </section>
      )}
      {entry.answer && (
        <section>
          <h4 className="text-sm font-medium">Suggested Response</h4>
          <SuggestedResponse answer={entry.answer} />
        </section>
      )}
      {entry.transcript && (
        <Collapsible>
          <CollapsibleTrigger className="flex items-center gap-1 text-sm font-medium">
            Transcript <ChevronDown className="size-4" />
          </CollapsibleTrigger>
          <CollapsibleContent className="pt-1 text-sm text-muted-foreground">
            {entry.transcript}
          </CollapsibleContent>
        </Collapsible>
      )}
      {entry.followUp && (
        <p className="text-sm">
          <span className="font-medium">Likely follow-up: </span>
          {entry.followUp}
        </p>
      )}
      {entry.message && <p className="text-sm text-muted-foreground">{entry.message}</p>}
      {entry.error && (
        <p className="text-sm text-destructive" role="alert">
          {entry.error}
        </p>
      )}
    </li>
  );
}
