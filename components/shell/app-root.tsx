"use client";
import { SWRConfig } from "swr";
import { SessionGate } from "@/components/shell/session-gate";
import { Toaster } from "@/components/ui/toaster";
import { NavigationProvider } from "@/lib/client/navigation";
import { swrConfig } from "@/lib/client/swr-config";

/** The one client application behind "/" and every other page path. */
export function AppRoot() {
  return (
    <SWRConfig value={swrConfig}>
      <NavigationProvider>
        <SessionGate />
      </NavigationProvider>
      <Toaster />
    </SWRConfig>
  );
}
