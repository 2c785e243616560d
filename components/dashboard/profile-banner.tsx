"use client";
import { ChevronDownIcon, TargetIcon } from "lucide-react";
import { useId, useState } from "react";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { displayName, initials, profileSubtitle } from "@/lib/profile";
import type { CurrentUser, MasterResume } from "@/lib/types";
import { cn } from "@/lib/utils";
import { TargetRolesEditor } from "./target-roles-editor";

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
  const editorId = useId();
  const [isEditing, setEditing] = useState(false);
  return (
    <section
      aria-label="Profile"
      data-testid="profile-banner"
      className="grid gap-4 rounded-xl border bg-gradient-to-r from-primary/10 via-accent to-background p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-center gap-4">
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
        {resume && !isLoading && (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={isEditing}
            aria-controls={editorId}
            onClick={() => setEditing((open) => !open)}
            data-testid="target-roles-toggle"
          >
            <TargetIcon aria-hidden />
            <span className="hidden sm:inline">Target roles</span>
            <span className="sr-only sm:hidden">Target roles</span>
            <ChevronDownIcon
              aria-hidden
              className={cn("transition-transform", isEditing && "rotate-180")}
            />
          </Button>
        )}
      </div>
      {resume && isEditing && (
        <div id={editorId}>
          <TargetRolesEditor resume={resume} />
        </div>
      )}
    </section>
  );
}
