"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { MainView } from "@/components/shell/main-view";
import { MobileTopBar } from "@/components/shell/mobile-top-bar";
import { Sidebar } from "@/components/shell/sidebar";
import { UnsavedChangesDialog } from "@/components/shell/unsaved-changes-dialog";
import { useEdgeSwipe } from "@/components/shell/use-edge-swipe";
import { useSidebarOpen } from "@/components/shell/use-sidebar-open";
import { useUnauthorizedRedirect } from "@/components/shell/use-unauthorized-redirect";
import { SkipLink } from "@/components/shell/skip-link";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { useHasOpened } from "@/components/ui/use-has-opened";
import { withClassMerge } from "@/lib/client/with-class-merge";
import { useIsMobile } from "@/lib/client/use-media-query";
import { useRestoredJobFallback } from "@/lib/client/use-restored-job-fallback";
import { MAIN_CONTENT_ID } from "@/lib/client/view-focus";
import type { CurrentUser } from "@/lib/types";

// The mobile menu (and Radix's dialog under it) loads the first time it is opened.
const MobileDrawer = dynamic(
  () =>
    withClassMerge(import("@/components/shell/mobile-drawer")).then(
      (module) => module.MobileDrawer,
    ),
  { loading: () => <DialogLoading label="Loading the menu" /> },
);

/** The signed-in application: sidebar (or drawer on mobile) and the current view. */
export function AppShell({ user }: { user: CurrentUser }) {
  const isMobile = useIsMobile();
  const sidebar = useSidebarOpen();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const hasDrawerOpened = useHasOpened(isDrawerOpen);
  useUnauthorizedRedirect();
  useRestoredJobFallback();
  useEdgeSwipe(() => (isMobile ? setDrawerOpen(true) : sidebar.setOpen(true)));

  return (
    <div className="flex min-h-screen bg-muted/30" data-testid="app-shell">
      <SkipLink />
      {!isMobile && <Sidebar user={user} isOpen={sidebar.isOpen} onToggle={sidebar.toggle} />}
      <div className="flex min-w-0 flex-1 flex-col">
        {isMobile && <MobileTopBar onOpenMenu={() => setDrawerOpen(true)} />}
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none md:px-8 md:py-8"
        >
          <MainView />
        </main>
      </div>
      {isMobile && hasDrawerOpened && (
        <MobileDrawer user={user} open={isDrawerOpen} onOpenChange={setDrawerOpen} />
      )}
      <UnsavedChangesDialog />
    </div>
  );
}
