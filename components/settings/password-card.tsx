"use client";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiJson } from "@/lib/client/fetcher";
import { toastSuccess } from "@/lib/client/toast-store";
import { FormProblem, useAccountAction } from "./use-account-action";

const MIN_LENGTH = 8;

/** Changes the password with the current one; every other session ends. */
export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const id = useId();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const { isPending, problem, setProblem, run } = useAccountAction();

  if (!hasPassword) {
    return (
      <Card data-testid="settings-password">
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>
            You sign in with Google, so this account has no password to change.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }

  const change = async (event: React.FormEvent) => {
    event.preventDefault();
    if (next.length < MIN_LENGTH)
      return setProblem(`New password must be at least ${MIN_LENGTH} characters`);
    if (next !== confirm) return setProblem("The two new passwords do not match");
    const changed = await run(
      () =>
        apiJson("POST", "/api/account/password", {
          currentPassword: current,
          newPassword: next,
        }),
      "Could not change your password. Try again.",
    );
    if (changed) {
      setCurrent("");
      setNext("");
      setConfirm("");
      toastSuccess("Password changed. Your other devices are signed out.");
    }
  };

  const field = (
    label: string,
    value: string,
    set: (v: string) => void,
    name: string,
    auto: string,
  ) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        type="password"
        value={value}
        autoComplete={auto}
        maxLength={256}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );

  return (
    <Card data-testid="settings-password">
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          At least {MIN_LENGTH} characters. Changing it signs you out on every other device.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={change} className="grid max-w-md gap-4">
          {field("Current password", current, setCurrent, "current", "current-password")}
          {field("New password", next, setNext, "new", "new-password")}
          {field("Confirm new password", confirm, setConfirm, "confirm", "new-password")}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={isPending || !current || !next || !confirm}>
              {isPending ? "Changing…" : "Change password"}
            </Button>
            <FormProblem id={`${id}-problem`} problem={problem} />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
