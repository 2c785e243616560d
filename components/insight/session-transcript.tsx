"use client";
import { ChevronDownIcon, CopyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { toast } from "@/lib/client/toast-store";

async function copyTranscript(transcript: string) {
  if (!transcript.trim()) {
    toast({ title: "Transcript empty" });
    return;
  }
  try {
    await navigator.clipboard.writeText(transcript);
    toast({ title: "Copied", description: "Transcript copied to clipboard" });
  } catch {
    toast({
      title: "Copy failed",
      description: "Unable to copy transcript to clipboard",
      variant: "destructive",
    });
  }
}

/** The "View transcript" panel with "Copy transcript". */
export function SessionTranscript({ transcript }: { transcript: string }) {
  return (
    <Collapsible className="rounded-lg border" data-testid="session-transcript">
      <CollapsibleTrigger
        className="group flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring"
        data-testid="session-transcript-toggle"
      >
        View transcript
        <ChevronDownIcon
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden
        />
      </CollapsibleTrigger>
      <CollapsibleContent className="grid gap-2 px-3 pb-3">
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => copyTranscript(transcript)}
            data-testid="session-transcript-copy"
          >
            <CopyIcon aria-hidden />
            Copy transcript
          </Button>
        </div>
        <pre
          className="max-h-96 overflow-auto rounded-md bg-muted/40 p-3 font-sans text-sm whitespace-pre-wrap"
          data-testid="session-transcript-text"
        >
          {transcript}
        </pre>
      </CollapsibleContent>
    </Collapsible>
  );
}
