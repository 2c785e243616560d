"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { isUnauthorized } from "@/lib/client/fetcher";
import { requestInterviewerReply } from "@/lib/client/simulator";
import { toastError } from "@/lib/client/toast-store";
import type { ResumeSource } from "@/lib/simulator/chat-schema";
import type { InterviewMode } from "@/lib/simulator/transcript-text";

/** A message of the simulator (spec 3 §3): the voice path fills isTranscribing while it hears. */
export type SimulatorMessage = {
  id: string;
  role: "user" | "interviewer";
  content: string;
  timestamp: number;
  isTranscribing?: boolean;
};

/** Spec 3 §4.1: not started, connecting, connected (timer running), ended. */
export type SessionState = "idle" | "connecting" | "connected" | "ended";

export const SIMULATOR_ERRORS = {
  start: "Failed to start interview. Please try again.",
  send: "Failed to send message. Please try again.",
  save: "Failed to save transcript. Please try again.",
  connection: "Connection error. Please check your internet connection and try again.",
};

let nextId = 0;
const newId = () => `m${Date.now().toString(36)}-${(nextId += 1)}`;

/**
 * One practice interview: its messages, state and timer. Text mode asks POST /api/chat for
 * each interviewer turn; voice mode feeds entries in from the VoiceSession.
 */
export function useInterviewSession({
  jobId,
  resumeSource,
}: {
  jobId: string | null;
  resumeSource: ResumeSource;
}) {
  const [messages, setMessages] = useState<SimulatorMessage[]>([]);
  const [state, setState] = useState<SessionState>("idle");
  const [mode, setMode] = useState<InterviewMode>("text");
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [isAwaiting, setAwaiting] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => {
    if (state !== "connected" || startedAt === null) return;
    const tick = () => setElapsed(Math.floor((Date.now() - startedAt) / 1000));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [state, startedAt]);

  // Leaving the screen stops a reply in flight.
  useEffect(() => () => abortRef.current?.abort(), []);

  /** Streams the interviewer's reply into a new message; false (and no message) on failure. */
  const askInterviewer = useCallback(
    async (history: SimulatorMessage[]) => {
      if (!jobId) return false;
      const controller = new AbortController();
      abortRef.current = controller;
      const id = newId();
      setAwaiting(true);
      try {
        const reply = await requestInterviewerReply({
          jobId,
          resumeSource,
          messages: history.map(({ role, content }) => ({ role, content })),
          signal: controller.signal,
          onText: (text) =>
            setMessages((current) => {
              const existing = current.find((m) => m.id === id);
              if (existing) return current.map((m) => (m.id === id ? { ...m, content: text } : m));
              return [
                ...current,
                { id, role: "interviewer", content: text, timestamp: Date.now() },
              ];
            }),
        });
        setMessages((current) => current.map((m) => (m.id === id ? { ...m, content: reply } : m)));
        return true;
      } catch (error) {
        setMessages((current) => current.filter((m) => m.id !== id));
        if (controller.signal.aborted) return false;
        // A 401 is handled by the shell (toast, then log in again).
        if (!isUnauthorized(error)) throw error;
        return false;
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
        setAwaiting(false);
      }
    },
    [jobId, resumeSource],
  );

  const reset = useCallback(() => {
    abortRef.current?.abort();
    setMessages([]);
    setElapsed(0);
    setStartedAt(null);
    setState("idle");
  }, []);

  /** Start Text Interview / Start New Interview: clears the messages and the timer. */
  const startText = useCallback(async () => {
    reset();
    setMode("text");
    setState("connecting");
    try {
      if (!(await askInterviewer([]))) {
        setState("idle");
        return;
      }
      setStartedAt(Date.now());
      setState("connected");
    } catch {
      setState("idle");
      toastError(SIMULATOR_ERRORS.start);
    }
  }, [askInterviewer, reset]);

  /** Sends the candidate's answer; false when it was not sent (so the input keeps it). */
  const send = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (!content || isAwaiting || state !== "connected") return false;
      const message: SimulatorMessage = {
        id: newId(),
        role: "user",
        content,
        timestamp: Date.now(),
      };
      const history = [...messages, message];
      setMessages(history);
      try {
        await askInterviewer(history);
        return true;
      } catch {
        setMessages((current) => current.filter((m) => m.id !== message.id));
        toastError(SIMULATOR_ERRORS.send);
        return false;
      }
    },
    [askInterviewer, isAwaiting, messages, state],
  );

  const startVoice = useCallback(() => {
    reset();
    setMode("voice");
    setState("connecting");
  }, [reset]);

  /** The VoiceSession's status, mapped onto the session's states. */
  const voiceStatus = useCallback(
    (status: "connecting" | "connected" | "disconnected" | "error", message?: string) => {
      // §8.1's texts (microphone, connection, API errors, closes) come with the status.
      if (message) toastError(message);
      if (status === "connected") {
        setStartedAt((current) => current ?? Date.now());
        setState("connected");
      } else if (status === "connecting") setState("connecting");
      else setState((current) => (current === "idle" ? "idle" : "ended"));
    },
    [],
  );

  const addVoiceEntry = useCallback(
    (entry: { role: "user" | "interviewer"; text: string; at: number }) =>
      // A user's transcript can arrive after the interviewer has begun replying: keep time order.
      setMessages((current) =>
        [
          ...current,
          { id: newId(), role: entry.role, content: entry.text, timestamp: entry.at },
        ].sort((a, b) => a.timestamp - b.timestamp),
      ),
    [],
  );

  const end = useCallback(() => {
    abortRef.current?.abort();
    setState("ended");
  }, []);

  return {
    messages,
    state,
    mode,
    startedAt,
    elapsed,
    isAwaiting,
    startText,
    startVoice,
    send,
    end,
    reset,
    voiceStatus,
    addVoiceEntry,
  };
}

export type InterviewSession = ReturnType<typeof useInterviewSession>;
