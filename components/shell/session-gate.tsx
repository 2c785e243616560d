"use client";
import { useDeferredValue, useEffect, useMemo, useState, type ComponentType } from "react";
import { useSWRConfig, type ScopedMutator } from "swr";
import { LoadingScreen } from "@/components/shell/loading-screen";
import { SessionError } from "@/components/shell/session-error";
import { redirectToLogin } from "@/components/shell/use-unauthorized-redirect";
import { useSessionCheck } from "@/lib/client/use-session-check";
import type { CurrentUser } from "@/lib/types";

export type AppShellComponent = ComponentType<{ user: CurrentUser }>;
export type SignInScreenComponent = ComponentType<{ onSignedIn: () => Promise<void> }>;

/** The session check's wait screen; also shown while a screen it chose is still loading. */
export function SessionCheckScreen() {
  return (
    <LoadingScreen
      message="Checking your session"
      description="Hang tight while we verify your credentials."
    />
  );
}

/**
 * Spec 1 §2 Router and §4 Authentication: checking, signed out, error, or the app. The
 * root that renders it passes the two screens, one loaded with the page, one on demand,
 * whether the page's request carried a session cookie (without one it is signed out and
 * nothing is checked), and for a page that sent the first requests itself, the way to
 * adopt them.
 */
export function SessionGate({
  AppShell,
  SignInScreen,
  hasSessionCookie,
  adoptStartedRequests,
}: {
  AppShell: AppShellComponent;
  SignInScreen: SignInScreenComponent;
  hasSessionCookie: boolean;
  adoptStartedRequests?: (mutate: ScopedMutator) => void;
}) {
  // Once, before the session check's hook first asks: it takes the request already sent.
  const { mutate } = useSWRConfig();
  useState(() => adoptStartedRequests?.(mutate));
  const check = useSessionCheck(hasSessionCookie);
  const { refresh } = check;
  // What the gate shows follows the check as a deferred render: the signed-in app's first
  // render is large, and so it runs in slices the browser can interleave with input
  // instead of one long task (the check's own update would render it all at once).
  const { user, error, isLoading } = useDeferredValue(
    useMemo(
      () => ({ user: check.user, error: check.error, isLoading: check.isLoading }),
      [check.user, check.error, check.isLoading],
    ),
  );
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);
  const isLoggedOut = wasSignedIn && !user && !isLoading && !error;

  useEffect(() => {
    if (isLoggedOut) redirectToLogin();
  }, [isLoggedOut]);

  if (isLoading) return <SessionCheckScreen />;
  if (user) return <AppShell user={user} />;
  if (error) return <SessionError error={error} onRetry={() => void refresh()} />;
  if (isLoggedOut) return <LoadingScreen message="Refreshing your session..." />;
  return <SignInScreen onSignedIn={async () => void (await refresh())} />;
}
