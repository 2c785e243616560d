"use client";
import { LoaderCircle } from "lucide-react";
import { signIn } from "@/lib/client/sign-in";
import { useState } from "react";
import { signInAfterRegisterMessage, signInErrorMessage } from "@/components/auth/sign-in-error";
import { useRegistrationOpen } from "@/components/auth/use-registration-open";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { REGISTRATION_CLOSED } from "@/lib/auth/registration-policy";
import { apiJson, HttpError } from "@/lib/client/fetcher";

type Mode = "sign-in" | "register";

async function register(fields: {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}) {
  const firstName = fields.firstName.trim();
  const lastName = fields.lastName.trim();
  await apiJson("POST", "/api/register", {
    email: fields.email,
    password: fields.password,
    ...(firstName && { firstName }),
    ...(lastName && { lastName }),
  });
}

/** Email and password, for signing in or creating an account; the server does all validation. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [mode, setMode] = useState<Mode>("sign-in");
  const [fields, setFields] = useState({ email: "", password: "", firstName: "", lastName: "" });
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const registrationOpen = useRegistrationOpen();
  const isRegister = mode === "register" && registrationOpen;

  const update = (name: keyof typeof fields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setIsPending(true);
    try {
      if (isRegister) await register(fields);
      const result = await signIn("credentials", {
        email: fields.email,
        password: fields.password,
        redirect: false,
      });
      if (!result?.ok || result.error) {
        setError(
          isRegister
            ? signInAfterRegisterMessage(result?.error)
            : signInErrorMessage(result?.error),
        );
        return;
      }
      await onSignedIn();
    } catch (caught) {
      setError(
        caught instanceof HttpError
          ? caught.serverMessage
          : "Something went wrong. Please try again.",
      );
    } finally {
      setIsPending(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      {isRegister && (
        <div className="grid grid-cols-2 gap-3">
          <div className="space-y-2">
            <Label htmlFor="signin-first-name">First name</Label>
            <Input
              id="signin-first-name"
              data-testid="signin-first-name"
              autoComplete="given-name"
              placeholder="Optional"
              value={fields.firstName}
              onChange={update("firstName")}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="signin-last-name">Last name</Label>
            <Input
              id="signin-last-name"
              data-testid="signin-last-name"
              autoComplete="family-name"
              placeholder="Optional"
              value={fields.lastName}
              onChange={update("lastName")}
            />
          </div>
        </div>
      )}
      <div className="space-y-2">
        <Label htmlFor="signin-email">Email</Label>
        <Input
          id="signin-email"
          data-testid="signin-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={fields.email}
          onChange={update("email")}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="signin-password">Password</Label>
        <Input
          id="signin-password"
          data-testid="signin-password"
          type="password"
          autoComplete={isRegister ? "new-password" : "current-password"}
          placeholder={isRegister ? "At least 8 characters" : undefined}
          value={fields.password}
          onChange={update("password")}
        />
      </div>
      {error && (
        <p
          role="alert"
          data-testid="signin-error"
          className="rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
        >
          {error}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={isPending}
        data-testid="signin-submit"
      >
        {isPending && <LoaderCircle className="animate-spin" aria-hidden />}
        {isRegister ? "Create account" : "Sign in"}
      </Button>
      {registrationOpen ? (
        <p className="text-center text-sm text-muted-foreground">
          <button
            type="button"
            data-testid="signin-toggle-mode"
            onClick={() => {
              setMode(isRegister ? "sign-in" : "register");
              setError(null);
            }}
            className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:underline"
          >
            {isRegister ? "Already have an account? Sign in" : "New here? Create an account"}
          </button>
        </p>
      ) : (
        <p className="text-center text-sm text-muted-foreground" data-testid="registration-closed">
          {REGISTRATION_CLOSED}
        </p>
      )}
    </form>
  );
}
