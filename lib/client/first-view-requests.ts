import type { ScopedMutator } from "swr";
import type { CurrentUser } from "../types";
import { handOverGet, readStartedGet, withdrawGet } from "./fetcher";
import { FIRST_VIEW_DATA_KEYS, FIRST_VIEW_GLOBAL } from "./first-view-script";
import { userOrSignedOut } from "./hooks";
import { keys } from "./keys";

type StartedRequests = Record<string, Promise<Response> | undefined>;

// How long a signed-in answer waits for the view's answers sent with it, so the view's
// first render has its data instead of rendering skeletons and then everything again.
const DATA_WAIT_MS = 100;

/** Takes the requests the page's inline script sent, once; none without that script. */
function takeStartedRequests(): StartedRequests | null {
  if (typeof window === "undefined") return null;
  const holder = window as unknown as Record<string, StartedRequests | undefined>;
  const started = holder[FIRST_VIEW_GLOBAL];
  delete holder[FIRST_VIEW_GLOBAL];
  return started ?? null;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Hands the requests sent by the page's inline script (app/signed-in/first-view-requests.tsx)
 * to the fetcher, so the session check and the first view's hooks read the answers already
 * on their way instead of asking again. When the session check says signed in, the view's
 * answers that have arrived by then (or within DATA_WAIT_MS) go into SWR's cache with
 * `mutate` first. If it does not (an ended session, an error), the view's answers are
 * taken back: whatever comes next (a sign-in, a retry) asks afresh.
 */
export function adoptFirstViewRequests(mutate: ScopedMutator) {
  const started = takeStartedRequests();
  const userResponse = started?.[keys.user];
  if (!started || !userResponse) return;
  const arrived = new Map<string, unknown>();
  const answers = FIRST_VIEW_DATA_KEYS.flatMap((key) => {
    const response = started[key];
    if (!response) return [];
    const answer = readStartedGet(response);
    answer.then(
      (value) => arrived.set(key, value),
      () => {},
    );
    handOverGet(key, answer);
    return [answer];
  });
  const withdrawData = () => FIRST_VIEW_DATA_KEYS.forEach(withdrawGet);
  const user = readStartedGet<CurrentUser>(userResponse);
  userOrSignedOut(user).then((signedIn) => {
    if (!signedIn) withdrawData();
  }, withdrawData);
  const userWithData = user.then(async (signedIn) => {
    await Promise.race([Promise.allSettled(answers), delay(DATA_WAIT_MS)]);
    for (const [key, value] of arrived) {
      withdrawGet(key);
      await mutate(key, value, { revalidate: false });
    }
    return signedIn;
  });
  handOverGet(keys.user, userWithData);
}
