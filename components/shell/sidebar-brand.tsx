import { BrandMark } from "@/components/shell/brand-mark";

/** Logo, product name and the 'MVP Prototype' label (spec 1 §1). */
export function SidebarBrand({ isCollapsed }: { isCollapsed: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <BrandMark />
      {!isCollapsed && (
        <div className="min-w-0">
          <p className="truncate text-base leading-tight font-semibold">Shortlist</p>
          <p className="truncate text-xs text-muted-foreground" data-testid="sidebar-label">
            MVP Prototype
          </p>
        </div>
      )}
    </div>
  );
}
