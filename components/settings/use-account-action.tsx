"use client";
import { useState } from "react";
import { HttpError } from "@/lib/client/fetcher";

/** A form's pending state and the sentence to show when its call fails. */
export function useAccountAction() {
  const [isPending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: () => Promise<void>, fallback: string) => {
    setPending(true);
    setProblem(null);
    try {
      await action();
      return true;
    } catch (error) {
      setProblem(
        error instanceof HttpError && error.serverMessage ? error.serverMessage : fallback,
      );
      return false;
    } finally {
      setPending(false);
    }
  };
  return { isPending, problem, setProblem, run };
}

/** The inline error under a form, read out when it appears. */
export function FormProblem({ id, problem }: { id: string; problem: string | null }) {
  if (!problem) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {problem}
    </p>
  );
}
