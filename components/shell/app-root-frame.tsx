"use client";
import { SWRConfig } from "swr";
import { Toaster } from "@/components/ui/toaster";
import { NavigationProvider } from "@/lib/client/navigation";
import { swrConfig } from "@/lib/client/swr-config";

/** What both client roots share around the session gate: SWR's settings, navigation, toasts. */
export function AppRootFrame({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <NavigationProvider>{children}</NavigationProvider>
      <Toaster />
    </SWRConfig>
  );
}
