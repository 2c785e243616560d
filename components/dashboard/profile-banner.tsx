import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Skeleton } from "@/components/ui/skeleton";
import { displayName, initials, profileSubtitle } from "@/lib/profile";
import type { CurrentUser, MasterResume } from "@/lib/types";

export function ProfileBanner({
  user,
  resume,
  isLoading,
}: {
  user: CurrentUser | null;
  resume: MasterResume | null;
  isLoading: boolean;
}) {
  const name = displayName(user);
  return (
    <section
      aria-label="Profile"
      data-testid="profile-banner"
      className="flex items-center gap-4 rounded-xl border bg-gradient-to-r from-primary/10 via-accent to-background p-4 shadow-sm sm:p-6"
    >
      <Avatar className="size-14 border-2 border-background shadow-sm sm:size-16">
        {user?.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
        <AvatarFallback className="bg-primary text-lg font-semibold text-primary-foreground">
          {initials(user)}
        </AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <p className="truncate text-lg font-semibold sm:text-xl" data-testid="profile-name">
          {name}
        </p>
        {isLoading ? (
          <Skeleton className="mt-2 h-4 w-48 max-w-full" />
        ) : (
          <p
            className="mt-0.5 line-clamp-2 text-sm text-muted-foreground sm:truncate"
            data-testid="profile-subtitle"
          >
            {profileSubtitle(resume)}
          </p>
        )}
      </div>
    </section>
  );
}
