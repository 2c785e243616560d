import { LogOut, Menu } from "lucide-react";
import { BrandMark } from "@/components/shell/brand-mark";
import { LOGOUT_PATH } from "@/components/shell/use-unauthorized-redirect";

/** The sticky bar on narrow screens: open the menu, or log out. */
export function MobileTopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const iconButton =
    "flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring";
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-2 border-b bg-background/95 px-2 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <button
        type="button"
        data-testid="mobile-menu-button"
        onClick={onOpenMenu}
        aria-label="Open menu"
        className={iconButton}
      >
        <Menu className="size-5" aria-hidden />
      </button>
      <div className="flex items-center gap-2">
        <BrandMark size="sm" />
        <span className="font-semibold">Shortlist</span>
      </div>
      <a
        href={LOGOUT_PATH}
        data-testid="mobile-logout-button"
        aria-label="Log out"
        title="Log out"
        className={iconButton}
      >
        <LogOut className="size-5" aria-hidden />
      </a>
    </header>
  );
}
