import { LogOut, Settings } from "lucide-react";
import { LOGOUT_PATH } from "@/components/shell/use-unauthorized-redirect";
import { displayName, initials } from "@/components/shell/user-display";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { useNavigation } from "@/lib/client/navigation";
import type { CurrentUser } from "@/lib/types";
import { cn } from "@/lib/utils";

/** Who is signed in, and the way out (a full-page visit to /api/logout). */
export function SidebarUser({ user, isCollapsed }: { user: CurrentUser; isCollapsed: boolean }) {
  const name = displayName(user);
  const { view, navigate } = useNavigation();
  return (
    <div className={cn("flex items-center gap-3", isCollapsed && "flex-col")}>
      <Avatar className="size-9" title={isCollapsed ? name : undefined}>
        {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
        <AvatarFallback className="bg-primary/10 text-xs font-medium text-primary">
          {initials(user)}
        </AvatarFallback>
      </Avatar>
      {!isCollapsed && (
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" data-testid="sidebar-user-name">
            {name}
          </p>
          {name !== user.email && (
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          )}
        </div>
      )}
      <button
        type="button"
        onClick={() => navigate("settings")}
        data-testid="settings-link"
        aria-label="Settings"
        aria-current={view === "settings" ? "page" : undefined}
        title="Settings"
        className={cn(
          "flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
          view === "settings" && "bg-muted text-foreground",
        )}
      >
        <Settings className="size-4" aria-hidden />
      </button>
      <a
        href={LOGOUT_PATH}
        data-testid="logout-link"
        aria-label="Log out"
        title="Log out"
        className="flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <LogOut className="size-4" aria-hidden />
      </a>
    </div>
  );
}
