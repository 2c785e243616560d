import type { CurrentUser } from "../types";
import { handOverGet, readStartedGet, withdrawGet } from "./fetcher";
import { FIRST_VIEW_DATA_KEYS, FIRST_VIEW_GLOBAL } from "./first-view-script";
import { userOrSignedOut } from "./hooks";
import { keys } from "./keys";

type StartedRequests = Record<string, Promise<Response> | undefined>;

/** Takes the requests the page's inline script sent, once; none without that script. */
function takeStartedRequests(): StartedRequests | null {
  if (typeof window === "undefined") return null;
  const holder = window as unknown as Record<string, StartedRequests | undefined>;
  const started = holder[FIRST_VIEW_GLOBAL];
  delete holder[FIRST_VIEW_GLOBAL];
  return started ?? null;
}

/**
 * Hands the requests sent by the page's inline script (app/first-view-requests.tsx) to the
 * fetcher, so the session check and the first view's hooks read the answers already on
 * their way instead of asking again. If that same session check does not say signed in
 * (an ended session, an error), the view's answers are taken back: whatever comes next
 * (a sign-in, a retry) asks afresh.
 */
export function adoptFirstViewRequests() {
  const started = takeStartedRequests();
  const userResponse = started?.[keys.user];
  if (!started || !userResponse) return;
  const user = readStartedGet<CurrentUser>(userResponse);
  handOverGet(keys.user, user);
  const dataKeys = FIRST_VIEW_DATA_KEYS.filter((key) => started[key]);
  for (const key of dataKeys) handOverGet(key, readStartedGet(started[key]!));
  const withdrawData = () => dataKeys.forEach(withdrawGet);
  userOrSignedOut(user).then((signedIn) => {
    if (!signedIn) withdrawData();
  }, withdrawData);
}
