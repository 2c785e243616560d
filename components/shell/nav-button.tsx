"use client";
import type { NavItem } from "@/components/shell/nav-items";
import { cn } from "@/lib/utils";

/** One sidebar entry; icons only (with a tooltip) when the sidebar is collapsed. */
export function NavButton({
  item,
  isActive,
  isCollapsed,
  onSelect,
}: {
  item: NavItem;
  isActive: boolean;
  isCollapsed: boolean;
  onSelect: () => void;
}) {
  const Icon = item.icon;
  return (
    <button
      type="button"
      data-testid={item.testId}
      onClick={onSelect}
      aria-current={isActive ? "page" : undefined}
      aria-label={isCollapsed ? item.label : undefined}
      title={isCollapsed ? item.label : undefined}
      className={cn(
        "flex w-full items-center gap-3 rounded-md py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
        isCollapsed ? "justify-center px-0" : "px-3",
        isActive
          ? "bg-accent text-accent-foreground"
          : "text-muted-foreground hover:bg-muted hover:text-foreground",
      )}
    >
      <Icon className={cn("size-4 shrink-0", isActive && "text-primary")} aria-hidden />
      {!isCollapsed && <span className="truncate">{item.label}</span>}
    </button>
  );
}
