"use client";
import useSWR from "swr";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/lib/client/hooks";
import { DeleteAccountCard } from "./delete-account-card";
import { PasswordCard } from "./password-card";
import { ProfileCard } from "./profile-card";
import { SessionsDataCard } from "./sessions-data-card";
import { WritingCard } from "./writing-card";

type AccountProfile = { email: string; hasPassword: boolean };

/** Profile, password, who writes the texts, devices, export and account deletion. */
export function SettingsView() {
  const { user } = useUser();
  const { data, error, mutate } = useSWR<AccountProfile>("/api/account");

  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="settings-view">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
      {error ? (
        <QueryError message="Could not load your settings." onRetry={() => void mutate()} />
      ) : !data || !user ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading your settings">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      ) : (
        <>
          <ProfileCard user={user} />
          <PasswordCard hasPassword={data.hasPassword} />
          <WritingCard />
          <SessionsDataCard />
          <DeleteAccountCard email={data.email} />
        </>
      )}
    </div>
  );
}
