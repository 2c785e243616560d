"use client";
import dynamic from "next/dynamic";
import { AppShell } from "@/components/shell/app-shell";
import { AppRootFrame } from "@/components/shell/app-root-frame";
import { SessionCheckScreen, SessionGate } from "@/components/shell/session-gate";
import { adoptFirstViewRequests } from "@/lib/client/first-view-requests";

// Needed only when the session cookie turns out to be an ended session.
const SignInScreen = dynamic(
  () => import("@/components/auth/sign-in-screen").then((module) => module.SignInScreen),
  { loading: () => <SessionCheckScreen /> },
);

/**
 * The client application for a request that carries a session cookie (a hint, never a
 * check): the signed-in app's code comes with the page, the sign-in screen on demand, and
 * the requests the page's inline script sent are adopted (app/signed-in/first-view-requests.tsx).
 */
export function SignedInAppRoot() {
  return (
    <AppRootFrame>
      <SessionGate
        AppShell={AppShell}
        SignInScreen={SignInScreen}
        hasSessionCookie
        adoptStartedRequests={adoptFirstViewRequests}
      />
    </AppRootFrame>
  );
}
