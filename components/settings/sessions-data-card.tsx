"use client";
import { Download, LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiJson } from "@/lib/client/fetcher";
import { toastSuccess } from "@/lib/client/toast-store";
import { FormProblem, useAccountAction } from "./use-account-action";

/** Sign out everywhere else, and take everything out as one zip. */
export function SessionsDataCard() {
  const { isPending, problem, run } = useAccountAction();

  const signOutOthers = async () => {
    const done = await run(
      () => apiJson("POST", "/api/account/sign-out-others"),
      "Could not sign out your other devices. Try again.",
    );
    if (done) toastSuccess("Every other device is signed out.");
  };

  return (
    <Card data-testid="settings-sessions-data">
      <CardHeader>
        <CardTitle>Devices and data</CardTitle>
        <CardDescription>
          The export is one zip: every job, analysis, document, question and transcript as JSON,
          your tailored résumés and letters as Word files, and a README that explains each file.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => void signOutOthers()} disabled={isPending}>
          <LogOut className="size-4" aria-hidden />
          {isPending ? "Signing out…" : "Sign out everywhere else"}
        </Button>
        <Button variant="outline" asChild>
          <a href="/api/account/export" download data-testid="export-account">
            <Download className="size-4" aria-hidden />
            Export my data
          </a>
        </Button>
        <FormProblem id="sessions-problem" problem={problem} />
      </CardContent>
    </Card>
  );
}
