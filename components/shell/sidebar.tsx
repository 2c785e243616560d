"use client";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { SidebarBrand } from "@/components/shell/sidebar-brand";
import { SidebarContent } from "@/components/shell/sidebar-content";
import type { CurrentUser } from "@/lib/types";
import { cn } from "@/lib/utils";

/** Spec 1 §9: 240px open, 80px collapsed. */
export const SIDEBAR_WIDTH_OPEN = 240;
export const SIDEBAR_WIDTH_COLLAPSED = 80;

/** The desktop sidebar: collapsible to icons only. */
export function Sidebar({
  user,
  isOpen,
  onToggle,
}: {
  user: CurrentUser;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const isCollapsed = !isOpen;
  const ToggleIcon = isOpen ? PanelLeftClose : PanelLeftOpen;
  const toggleLabel = isOpen ? "Collapse sidebar" : "Expand sidebar";
  return (
    <aside
      data-testid="sidebar"
      data-state={isOpen ? "expanded" : "collapsed"}
      style={{ width: isOpen ? SIDEBAR_WIDTH_OPEN : SIDEBAR_WIDTH_COLLAPSED }}
      className="sticky top-0 flex h-screen shrink-0 flex-col border-r bg-background transition-[width] duration-200 ease-out motion-reduce:transition-none"
    >
      <div
        className={cn(
          "flex items-center gap-2 border-b px-4",
          isCollapsed ? "flex-col justify-center py-3" : "h-16 justify-between",
        )}
      >
        <SidebarBrand isCollapsed={isCollapsed} />
        <button
          type="button"
          data-testid="sidebar-toggle"
          onClick={onToggle}
          aria-label={toggleLabel}
          aria-expanded={isOpen}
          title={toggleLabel}
          className="flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ToggleIcon className="size-4" aria-hidden />
        </button>
      </div>
      <SidebarContent user={user} isCollapsed={isCollapsed} />
    </aside>
  );
}
