"use client";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { SidebarBrand } from "@/components/shell/sidebar-brand";
import { SidebarContent } from "@/components/shell/sidebar-content";
import { useFocusReturn } from "@/components/ui/use-focus-return";
import type { CurrentUser } from "@/lib/types";

/** Spec 1 §9: the mobile drawer is 288px wide. */
export const MOBILE_DRAWER_WIDTH = 288;

/** The sidebar as an off-canvas drawer under 768px; overlay click and Escape close it. */
export function MobileDrawer({
  user,
  open,
  onOpenChange,
}: {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const focusReturn = useFocusReturn();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        {/* Starts right of the drawer so a click on the visible dark area lands on it. */}
        <DialogPrimitive.Overlay
          data-testid="drawer-overlay"
          onClick={() => onOpenChange(false)}
          style={{ left: MOBILE_DRAWER_WIDTH }}
          className="ui-fade-in fixed inset-y-0 right-0 z-40 bg-black/60"
        />
        <DialogPrimitive.Content
          data-testid="mobile-drawer"
          aria-describedby={undefined}
          {...focusReturn}
          style={{ width: MOBILE_DRAWER_WIDTH }}
          className="ui-slide-in-left fixed inset-y-0 left-0 z-50 flex max-w-full flex-col bg-background shadow-2xl outline-none"
        >
          <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
          <div className="flex h-16 items-center justify-between gap-2 border-b px-4">
            <SidebarBrand isCollapsed={false} />
            <DialogPrimitive.Close
              data-testid="mobile-drawer-close"
              aria-label="Close menu"
              className="flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X className="size-4" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <SidebarContent user={user} isCollapsed={false} onNavigate={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
