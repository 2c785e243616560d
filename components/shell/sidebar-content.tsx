"use client";
import { SidebarNav } from "@/components/shell/sidebar-nav";
import { SidebarRecentJobs } from "@/components/shell/sidebar-recent-jobs";
import { SidebarUser } from "@/components/shell/sidebar-user";
import type { CurrentUser } from "@/lib/types";

/** Everything below the sidebar's header; shared by the desktop sidebar and the mobile drawer. */
export function SidebarContent({
  user,
  isCollapsed,
  onNavigate,
}: {
  user: CurrentUser;
  isCollapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <>
      <nav aria-label="Main" className="flex-1 space-y-6 overflow-y-auto px-3 py-4">
        <SidebarNav isCollapsed={isCollapsed} onNavigate={onNavigate} />
        {!isCollapsed && <SidebarRecentJobs onNavigate={onNavigate} />}
      </nav>
      <div className="border-t p-3">
        <SidebarUser user={user} isCollapsed={isCollapsed} />
      </div>
    </>
  );
}
