"use client";
import { useCallback, useState, useSyncExternalStore } from "react";
import { useSWRConfig } from "swr";
import { fetchUser, useUser } from "./hooks";
import { keys } from "./keys";

const subscribeToNothing = () => () => {};

/**
 * The session check. A page whose request carried no session cookie (the server's hint:
 * the cookie itself is HttpOnly) is signed out without asking, so a signed-out load sends
 * no request that answers 401; signing in there starts the check. Until the page has
 * hydrated it counts as checking, as the server rendered it: a sign-in form in the HTML
 * could be typed into or submitted before its code runs.
 */
export function useSessionCheck(hasSessionCookie: boolean) {
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [isEnabled, setEnabled] = useState(hasSessionCookie);
  const check = useUser(isEnabled);
  const { refresh } = check;
  const { mutate } = useSWRConfig();

  const recheck = useCallback(async () => {
    if (isEnabled) {
      await refresh();
      return;
    }
    // The first answer goes into the cache before the check is switched on, so the sign-in
    // form stays until the app can show, without a wait screen or a second request. If it
    // fails, the check, once on, asks again and shows the error.
    await mutate(keys.user, fetchUser(keys.user), { revalidate: false }).catch(() => {});
    setEnabled(true);
  }, [isEnabled, refresh, mutate]);

  return { ...check, isLoading: check.isLoading || !isHydrated, refresh: recheck };
}
