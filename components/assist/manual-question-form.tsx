"use client";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/client/toast-store";

/** The collapsible 'Manual question' form (spec 3 §2.2, §4.5, §5). */
export function ManualQuestionForm({
  isUploading,
  onSubmit,
}: {
  isUploading: boolean;
  onSubmit: (text: string) => Promise<boolean>;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState("");
  const [isBusy, setIsBusy] = useState(false);
  const reset = () => {
    setText("");
    setIsOpen(false);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (isUploading) {
      toast({
        title: "Context uploading",
        description:
          "Please wait until the additional context file is ready before requesting an answer.",
      });
      return;
    }
    if (!text.trim() || isBusy) return;
    setIsBusy(true);
    const isDone = await onSubmit(text.trim());
    setIsBusy(false);
    if (isDone) reset();
  };
  return (
    <Collapsible open={isOpen} onOpenChange={setIsOpen} className="rounded-lg border p-3">
      <CollapsibleTrigger className="flex w-full items-center justify-between text-sm font-medium">
        Manual question <ChevronDown className="size-4" />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <form onSubmit={submit} className="mt-3 space-y-2">
          <Textarea
            aria-label="Manual question"
            placeholder="Paste or type a question for a suggested reply"
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={3}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={reset}>
              Reset
            </Button>
            <Button type="submit" disabled={!text.trim() || isBusy || isUploading}>
              Draft Answer
            </Button>
          </div>
        </form>
      </CollapsibleContent>
    </Collapsible>
  );
}
