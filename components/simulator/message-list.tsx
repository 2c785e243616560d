"use client";
import { Loader2Icon } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "@/lib/utils";
import type { SimulatorMessage } from "./use-interview-session";

/** The conversation, newest at the bottom, kept in view as it grows. */
export function MessageList({
  messages,
  isAwaiting,
}: {
  messages: SimulatorMessage[];
  isAwaiting: boolean;
}) {
  const endRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length, last?.content]);
  const isWaitingForFirstWord = isAwaiting && last?.role !== "interviewer";
  return (
    <div
      className="min-h-48 flex-1 space-y-3 overflow-y-auto rounded-lg border bg-muted/30 p-3"
      role="log"
      aria-live="polite"
      aria-busy={isAwaiting}
      aria-label="Interview conversation"
      data-testid="simulator-messages"
    >
      {messages.map((message) => (
        <div
          key={message.id}
          className={cn("flex", message.role === "user" ? "justify-end" : "justify-start")}
        >
          <div
            className={cn(
              "max-w-[85%] rounded-xl px-3 py-2 text-sm leading-relaxed whitespace-pre-wrap shadow-sm",
              message.role === "user" ? "bg-primary text-primary-foreground" : "bg-card",
            )}
            data-testid={
              message.role === "user"
                ? "simulator-candidate-message"
                : "simulator-interviewer-message"
            }
          >
            <span className="sr-only">{message.role === "user" ? "You: " : "Interviewer: "}</span>
            {message.content}
            {message.isTranscribing && <span className="ml-1 text-xs opacity-70">…</span>}
          </div>
        </div>
      ))}
      {isWaitingForFirstWord && (
        <p
          className="flex items-center gap-2 text-sm text-muted-foreground"
          data-testid="simulator-thinking"
        >
          <Loader2Icon className="size-4 animate-spin" aria-hidden />
          The interviewer is thinking...
        </p>
      )}
      <div ref={endRef} />
    </div>
  );
}
