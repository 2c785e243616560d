"use client";
import { SWRConfig } from "swr";
import { SessionGate } from "@/components/shell/session-gate";
import { Toaster } from "@/components/ui/toaster";
import { NavigationProvider } from "@/lib/client/navigation";
import { swrConfig } from "@/lib/client/swr-config";

/**
 * The one client application behind "/" and every other page path. `hasSessionCookie`
 * (from the server) lets it fetch the signed-in app's code while the session is checked.
 */
export function AppRoot({ hasSessionCookie = false }: { hasSessionCookie?: boolean }) {
  return (
    <SWRConfig value={swrConfig}>
      <NavigationProvider>
        <SessionGate hasSessionCookie={hasSessionCookie} />
      </NavigationProvider>
      <Toaster />
    </SWRConfig>
  );
}
