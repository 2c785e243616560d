"use client";
import { ChevronDownIcon, SparklesIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Textarea } from "@/components/ui/textarea";

/** The collapsible "Paste existing transcript" area; works with no speech service at all. */
export function PasteTranscript({
  isProcessing,
  onAnalyze,
}: {
  isProcessing: boolean;
  onAnalyze: (transcript: string) => Promise<boolean>;
}) {
  const [text, setText] = useState("");
  const [isTouched, setTouched] = useState(false);
  const isBlank = text.trim() === "";

  const analyze = async () => {
    if (isBlank) return;
    if (await onAnalyze(text.trim())) {
      setText("");
      setTouched(false);
    }
  };

  return (
    <Collapsible className="rounded-xl border bg-card shadow-sm" data-testid="paste-transcript">
      <CollapsibleTrigger
        className="group flex w-full items-center justify-between gap-2 rounded-xl p-4 text-left text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
        data-testid="paste-transcript-toggle"
      >
        Paste existing transcript
        <ChevronDownIcon
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden
        />
      </CollapsibleTrigger>
      <CollapsibleContent className="grid gap-3 px-4 pb-4">
        <Textarea
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTouched(true);
          }}
          rows={10}
          aria-label="Interview transcript"
          aria-invalid={isTouched && isBlank}
          aria-describedby="paste-transcript-hint"
          placeholder={"Interviewer: Tell me about a project you led.\nMe: At ..."}
          data-testid="paste-transcript-input"
        />
        <p id="paste-transcript-hint" className="text-xs text-muted-foreground">
          {isTouched && isBlank ? (
            <span className="text-destructive" data-testid="paste-transcript-error">
              Transcript is required
            </span>
          ) : (
            'Label speakers ("Interviewer:", "Me:") when you can: the notes separate questions from answers better.'
          )}
        </p>
        <div>
          <Button
            onClick={analyze}
            disabled={isBlank || isProcessing}
            data-testid="paste-transcript-analyze"
          >
            <SparklesIcon aria-hidden />
            Analyze Transcript
          </Button>
        </div>
      </CollapsibleContent>
    </Collapsible>
  );
}
