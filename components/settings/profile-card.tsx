"use client";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiJson } from "@/lib/client/fetcher";
import { useUser } from "@/lib/client/hooks";
import { toastSuccess } from "@/lib/client/toast-store";
import type { CurrentUser } from "@/lib/types";
import { FormProblem, useAccountAction } from "./use-account-action";

/** First and last name; the banner and the initials follow once saved. */
export function ProfileCard({ user }: { user: CurrentUser }) {
  const id = useId();
  const { refresh } = useUser();
  const [firstName, setFirstName] = useState(user.firstName ?? "");
  const [lastName, setLastName] = useState(user.lastName ?? "");
  const { isPending, problem, run } = useAccountAction();
  const isUnchanged = firstName === (user.firstName ?? "") && lastName === (user.lastName ?? "");

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const saved = await run(async () => {
      await apiJson("PATCH", "/api/account", { firstName, lastName });
      await refresh();
    }, "Could not save your name. Try again.");
    if (saved) toastSuccess("Your name was saved.");
  };

  return (
    <Card data-testid="settings-profile">
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>
          Your name as Shortlist shows it and puts on your documents.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={save}
          className="grid gap-4 sm:grid-cols-2"
          aria-describedby={`${id}-problem`}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-first`}>First name</Label>
            <Input
              id={`${id}-first`}
              value={firstName}
              maxLength={100}
              autoComplete="given-name"
              onChange={(event) => setFirstName(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-last`}>Last name</Label>
            <Input
              id={`${id}-last`}
              value={lastName}
              maxLength={100}
              autoComplete="family-name"
              onChange={(event) => setLastName(event.target.value)}
            />
          </div>
          <div className="flex items-center gap-3 sm:col-span-2">
            <Button type="submit" disabled={isPending || isUnchanged}>
              {isPending ? "Saving…" : "Save name"}
            </Button>
            <FormProblem id={`${id}-problem`} problem={problem} />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
