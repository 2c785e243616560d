"use client";
import { useLayoutEffect } from "react";
import { setUnauthorizedHandler } from "@/lib/client/fetcher";
import { toast } from "@/lib/client/toast-store";

/** Spec 1 §9: how long the 'Unauthorized' toast shows before the browser goes to log in. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;
export const LOGIN_PATH = "/api/login";
export const LOGOUT_PATH = "/api/logout";

// Several queries can fail with 401 at once; one toast and one redirect are enough.
let isRedirecting = false;

/** Spec 1 §8 Unauthorized: tell the user, then send the browser to log in again. */
export function redirectToLogin() {
  if (isRedirecting) return;
  isRedirecting = true;
  toast({
    title: "Unauthorized",
    description: "You are logged out. Logging in again...",
    variant: "destructive",
    isExclusive: true,
  });
  setTimeout(() => {
    isRedirecting = false;
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a server redirect, not a page
    window.location.href = LOGIN_PATH;
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
}

/** While mounted (signed in), any 401 from a query or a write starts the logged-out flow. */
export function useUnauthorizedRedirect() {
  // A layout effect: set before any answer to the view's first requests (sent from their
  // own effects) can arrive, which a passive effect, run later, is not.
  useLayoutEffect(() => {
    setUnauthorizedHandler(redirectToLogin);
    return () => setUnauthorizedHandler(null);
  }, []);
}
