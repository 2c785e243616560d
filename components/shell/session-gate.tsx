"use client";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { SignInScreen } from "@/components/auth/sign-in-screen";
import { LoadingScreen } from "@/components/shell/loading-screen";
import { SessionError } from "@/components/shell/session-error";
import { redirectToLogin } from "@/components/shell/use-unauthorized-redirect";
import { useUser } from "@/lib/client/hooks";
import { preloadFirstView } from "@/lib/client/preload-first-view";

// The signed-in app is not part of the landing page's JavaScript. With a session cookie it
// is fetched alongside the session check instead of after it.
const loadAppShell = () => import("@/components/shell/app-shell");
const AppShell = dynamic(
  () => import("@/components/shell/app-shell").then((module) => module.AppShell),
  {
    loading: () => <LoadingScreen />,
  },
);

/** Spec 1 §2 Router and §4 Authentication: checking, signed out, error, or the app. */
export function SessionGate({ hasSessionCookie = false }: { hasSessionCookie?: boolean }) {
  const { user, error, isLoading, refresh } = useUser();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (user && !wasSignedIn) setWasSignedIn(true);
  const isLoggedOut = wasSignedIn && !user && !isLoading && !error;
  const isSignedIn = Boolean(user);

  useEffect(() => {
    if (hasSessionCookie) void loadAppShell();
  }, [hasSessionCookie]);

  // Only for a page opened with a session: after a sign-in the form has already moved on.
  useEffect(() => {
    if (hasSessionCookie && isSignedIn) preloadFirstView();
  }, [hasSessionCookie, isSignedIn]);

  useEffect(() => {
    if (isLoggedOut) redirectToLogin();
  }, [isLoggedOut]);

  if (isLoading) {
    return (
      <LoadingScreen
        message="Checking your session"
        description="Hang tight while we verify your credentials."
      />
    );
  }
  if (user) return <AppShell user={user} />;
  if (error) return <SessionError error={error} onRetry={() => void refresh()} />;
  if (isLoggedOut) return <LoadingScreen message="Refreshing your session..." />;
  return <SignInScreen onSignedIn={async () => void (await refresh())} />;
}
