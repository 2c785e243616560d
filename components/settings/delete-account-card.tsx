"use client";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ACCOUNT_DELETED_PARAM } from "@/components/auth/account-deleted-notice";
import { apiJson } from "@/lib/client/fetcher";
import { FormProblem, useAccountAction } from "./use-account-action";

/** Deletes the account after the email is typed and a last confirmation. */
export function DeleteAccountCard({ email }: { email: string }) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [isConfirming, setConfirming] = useState(false);
  const { isPending, problem, run } = useAccountAction();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const remove = async () => {
    const deleted = await run(
      () => apiJson("DELETE", "/api/account", { email: typed }),
      "Could not delete your account. Try again.",
    );
    setConfirming(false);
    if (deleted) window.location.replace(`/?${ACCOUNT_DELETED_PARAM}=1`);
  };

  return (
    <Card className="border-destructive/40" data-testid="settings-delete">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Deletes your account and everything in it: jobs, résumé, documents, questions, transcripts
          and searches. This cannot be undone; export your data first if you want to keep it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid max-w-md gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) setConfirming(true);
          }}
        >
          <Label htmlFor={`${id}-email`}>Type your email address ({email}) to confirm</Label>
          <Input
            id={`${id}-email`}
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="destructive" disabled={!matches || isPending}>
              Delete my account
            </Button>
            <FormProblem id={`${id}-problem`} problem={problem} />
          </div>
        </form>
        <ConfirmDialog
          open={isConfirming}
          onOpenChange={setConfirming}
          title="Delete your account?"
          description="Everything in your account is deleted now, and you are signed out."
          confirmLabel={isPending ? "Deleting…" : "Delete everything"}
          isDestructive
          onConfirm={() => void remove()}
          testId="confirm-delete-account"
        />
      </CardContent>
    </Card>
  );
}
