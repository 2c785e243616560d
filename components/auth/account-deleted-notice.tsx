"use client";
import { useEffect, useState } from "react";

export const ACCOUNT_DELETED_PARAM = "account-deleted";

/** After an account is deleted, the landing page says it is done (once: the URL is cleaned). */
export function AccountDeletedNotice() {
  // The landing screen renders in the browser only, after the session check.
  const [isShown] = useState(
    () =>
      typeof window !== "undefined" &&
      new URL(window.location.href).searchParams.get(ACCOUNT_DELETED_PARAM) === "1",
  );
  useEffect(() => {
    if (!isShown) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(ACCOUNT_DELETED_PARAM);
    window.history.replaceState(null, "", url.pathname + url.search);
  }, [isShown]);
  if (!isShown) return null;
  return (
    <p
      role="status"
      data-testid="account-deleted"
      className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-center text-sm text-emerald-900"
    >
      Your account and everything in it were deleted.
    </p>
  );
}
