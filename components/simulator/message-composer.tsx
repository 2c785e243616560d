"use client";
import { SendIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";

/** The answer box: Enter sends, Shift+Enter adds a line; blank or waiting disables Send. */
export function MessageComposer({
  onSend,
  isAwaiting,
}: {
  onSend: (text: string) => Promise<boolean>;
  isAwaiting: boolean;
}) {
  const [text, setText] = useState("");
  const canSend = text.trim().length > 0 && !isAwaiting;
  const submit = async () => {
    if (!canSend) return;
    const sent = text;
    setText("");
    // A failed send puts the answer back, so nothing typed is lost.
    if (!(await onSend(sent))) setText((current) => current || sent);
  };
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Textarea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void submit();
          }
        }}
        rows={2}
        maxLength={4000}
        placeholder="Type your answer... (Enter sends, Shift+Enter adds a line)"
        aria-label="Your answer"
        className="min-h-16 flex-1 resize-y"
        data-testid="simulator-input"
      />
      <Button type="submit" disabled={!canSend} aria-label="Send" data-testid="simulator-send">
        <SendIcon aria-hidden />
        <span className="hidden sm:inline">Send</span>
      </Button>
    </form>
  );
}
