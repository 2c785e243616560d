"use client";
import { lazy, Suspense, useEffect } from "react";
import { SignInScreen } from "@/components/auth/sign-in-screen";
import { AppRootFrame } from "@/components/shell/app-root-frame";
import { LoadingScreen } from "@/components/shell/loading-screen";
import { SessionGate } from "@/components/shell/session-gate";
import type { CurrentUser } from "@/lib/types";

// The signed-in app is not part of the landing page's JavaScript: it loads after a sign-in.
// (React's lazy rather than next/dynamic, whose code would come with the landing page.)
const loadAppShell = () => import("@/components/shell/app-shell");
const LazyAppShell = lazy(() => loadAppShell().then((module) => ({ default: module.AppShell })));

function AppShell({ user }: { user: CurrentUser }) {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <LazyAppShell user={user} />
    </Suspense>
  );
}

/**
 * The client application behind "/" and every other page path for a request without a
 * session cookie: the sign-in screen comes with the page (signed-in-app-root.tsx is the
 * other way round). Without a session cookie nothing is checked: the page is signed out.
 * A path other than "/" opened with one (`hasSessionCookie`, a hint from the server)
 * fetches the app's code while the session is checked.
 */
export function AppRoot({ hasSessionCookie = false }: { hasSessionCookie?: boolean }) {
  useEffect(() => {
    if (hasSessionCookie) void loadAppShell();
  }, [hasSessionCookie]);
  return (
    <AppRootFrame>
      <SessionGate
        AppShell={AppShell}
        SignInScreen={SignInScreen}
        hasSessionCookie={hasSessionCookie}
      />
    </AppRootFrame>
  );
}
