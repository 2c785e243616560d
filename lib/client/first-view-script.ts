import { keys } from "./keys";

/** Where the page's inline script leaves its requests for the app (a window property). */
export const FIRST_VIEW_GLOBAL = "__shortlistFirstView";

/** What the first signed-in view asks for besides the user: the dashboard and the sidebar. */
export const FIRST_VIEW_DATA_KEYS = [keys.jobs, keys.masterResume, keys.snapshot];

const FIRST_VIEW_URLS = [keys.user, ...FIRST_VIEW_DATA_KEYS];

/**
 * The text of the inline script a page opened with a session cookie runs as the HTML is
 * read: it sends the session check and the first view's GETs (as the fetcher sends them)
 * while the app's code still downloads. A failure is left for the app to read.
 */
export function firstViewScript(): string {
  return `window[${JSON.stringify(FIRST_VIEW_GLOBAL)}]=Object.fromEntries(${JSON.stringify(
    FIRST_VIEW_URLS,
  )}.map(function(u){var p=fetch(u,{method:"GET",credentials:"include"});p.catch(function(){});return[u,p]}))`;
}
