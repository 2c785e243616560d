"use client";
import Link from "next/link";
import { useId, useState } from "react";
import { BrandMark } from "@/components/shell/brand-mark";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FormProblem, useAccountAction } from "@/components/settings/use-account-action";
import { apiJson } from "@/lib/client/fetcher";
import { installTailwindMerge } from "@/lib/client/merge-classes";

const MIN_LENGTH = 8;

// Its form shares components with the signed-in app, which override classes (`cn`).
installTailwindMerge();

/** Sets a new password from the one-time link (its token rides in the URL's #fragment). */
export function ResetPasswordScreen() {
  const id = useId();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [isDone, setDone] = useState(false);
  const { isPending, problem, setProblem, run } = useAccountAction();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const token = window.location.hash.slice(1);
    if (!token) return setProblem("This link is incomplete. Copy the whole link and try again.");
    if (password.length < MIN_LENGTH)
      return setProblem(`New password must be at least ${MIN_LENGTH} characters`);
    if (password !== confirm) return setProblem("The two passwords do not match");
    const reset = await run(
      () => apiJson("POST", "/api/account/reset-password", { token, newPassword: password }),
      "Could not set your password. Try again.",
    );
    if (reset) {
      window.history.replaceState(null, "", window.location.pathname);
      setDone(true);
    }
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/30 px-4 py-12">
      <div className="w-full max-w-sm space-y-6 rounded-xl border bg-background p-6 shadow-sm">
        <div className="space-y-2 text-center">
          <BrandMark size="lg" className="mx-auto" />
          <h1 className="text-2xl font-semibold tracking-tight">Set a new password</h1>
        </div>
        {isDone ? (
          <div className="space-y-4 text-center" role="status" data-testid="reset-done">
            <p>Your password is set. Sign in with it now.</p>
            <Button asChild className="w-full">
              <Link href="/">Go to sign in</Link>
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} className="grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-new`}>New password</Label>
              <Input
                id={`${id}-new`}
                type="password"
                autoComplete="new-password"
                maxLength={256}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-confirm`}>Confirm new password</Label>
              <Input
                id={`${id}-confirm`}
                type="password"
                autoComplete="new-password"
                maxLength={256}
                value={confirm}
                onChange={(event) => setConfirm(event.target.value)}
              />
            </div>
            <Button type="submit" disabled={isPending || !password || !confirm}>
              {isPending ? "Setting…" : "Set password"}
            </Button>
            <FormProblem id={`${id}-problem`} problem={problem} />
          </form>
        )}
      </div>
    </main>
  );
}
