import { preload } from "swr";
import { fetcher } from "./fetcher";
import { keys } from "./keys";

// What the first signed-in view (the dashboard and the sidebar) asks for, with the same
// keys and fetcher as its hooks, so SWR hands each hook the request already under way.
const FIRST_VIEW_KEYS = [keys.jobs, keys.masterResume, keys.snapshot];

/**
 * Starts the first view's requests as soon as the session is known, instead of after the
 * app's code has loaded and rendered. A failure reaches the hook that uses the key, as if
 * it had fetched itself.
 */
export function preloadFirstView() {
  for (const key of FIRST_VIEW_KEYS) preload(key, fetcher).catch(() => {});
}
