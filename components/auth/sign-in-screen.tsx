"use client";
import { CheckCircle2 } from "lucide-react";
import { AccountDeletedNotice } from "@/components/auth/account-deleted-notice";
import { GoogleSignInButton } from "@/components/auth/google-sign-in-button";
import { SignInForm } from "@/components/auth/sign-in-form";
import { BrandMark } from "@/components/shell/brand-mark";

const HIGHLIGHTS = [
  "One master résumé, pasted or uploaded",
  "Every application on one status board",
  "A workbench for each job: its posting, status and saved interviews",
];

/** The signed-out landing screen: the product in one line, and the sign-in form. */
export function SignInScreen({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  return (
    <div className="grid min-h-screen lg:grid-cols-2" data-testid="signin-screen">
      <section className="relative hidden flex-col justify-between overflow-hidden bg-linear-to-br from-indigo-600 via-primary to-violet-600 p-12 text-white lg:flex">
        <div className="flex items-center gap-3">
          <BrandMark tone="onColor" />
          <span className="text-lg font-semibold">Shortlist</span>
        </div>
        <div className="max-w-md space-y-6">
          <h2 className="text-4xl leading-tight font-semibold tracking-tight">
            Your job search, organised.
          </h2>
          <ul className="space-y-3 text-white/85">
            {HIGHLIGHTS.map((line) => (
              <li key={line} className="flex items-start gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-white" aria-hidden />
                {line}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-white/60">Self-hosted. Your data stays on your server.</p>
      </section>

      <section className="flex items-center justify-center bg-muted/30 px-4 py-12 sm:px-6">
        <div className="w-full max-w-sm space-y-8">
          <div className="space-y-3 text-center">
            <BrandMark size="lg" className="mx-auto" />
            <h1 className="text-3xl font-semibold tracking-tight">Shortlist</h1>
            <p className="text-muted-foreground">
              One résumé, every application, all in one place.
            </p>
          </div>
          <AccountDeletedNotice />
          <div className="space-y-6 rounded-xl border bg-background p-6 shadow-sm">
            <p className="text-center text-sm text-muted-foreground">
              Use Google or continue with email.
            </p>
            <GoogleSignInButton />
            <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
              <span className="h-px flex-1 bg-border" />
              or
              <span className="h-px flex-1 bg-border" />
            </div>
            <SignInForm onSignedIn={onSignedIn} />
          </div>
        </div>
      </section>
    </div>
  );
}
