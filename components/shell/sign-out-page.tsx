"use client";
import { useEffect, useState } from "react";
import { LoadingScreen } from "@/components/shell/loading-screen";
import { SessionError } from "@/components/shell/session-error";
import { apiRequest } from "@/lib/client/fetcher";
import { clearStoredView } from "@/lib/client/view-history";

/**
 * Where GET /api/logout sends the browser: signing out is a same-origin POST (it ends
 * every session of the account), then the landing page.
 */
export function SignOutPage() {
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    apiRequest("POST", "/api/logout").then(
      () => {
        // The next person in this tab starts on the dashboard, not on this one's last view.
        clearStoredView();
        window.location.replace("/");
      },
      (failure: unknown) =>
        setError(failure instanceof Error ? failure : new Error("Signing out failed.")),
    );
  }, [attempt]);

  if (error) {
    return (
      <SessionError
        title="We couldn't sign you out"
        error={error}
        onRetry={() => {
          setError(null);
          setAttempt((count) => count + 1);
        }}
      />
    );
  }
  return <LoadingScreen message="Signing you out…" />;
}
