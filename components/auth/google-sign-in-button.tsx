"use client";
import { signIn } from "@/lib/client/sign-in";
import { GoogleIcon } from "@/components/auth/google-icon";
import { useAuthProviders } from "@/components/auth/use-auth-providers";
import { Button } from "@/components/ui/button";

/** 'Continue with Google', disabled with a reason when the server has no Google keys. */
export function GoogleSignInButton() {
  const { hasGoogle, isLoading } = useAuthProviders();
  const isUnavailable = !isLoading && !hasGoogle;
  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        data-testid="google-signin"
        disabled={!hasGoogle}
        aria-describedby={isUnavailable ? "google-signin-unavailable" : undefined}
        onClick={() => void signIn("google", { callbackUrl: "/" })}
      >
        <GoogleIcon className="size-4" />
        Continue with Google
      </Button>
      {isUnavailable && (
        <p id="google-signin-unavailable" className="text-center text-xs text-muted-foreground">
          Google sign-in is not configured on this server.
        </p>
      )}
    </div>
  );
}
