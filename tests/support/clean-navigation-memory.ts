// A page load comes back to the view its history entry or the tab's session storage holds
// (lib/client/view-history.ts), and jsdom keeps both for a whole file: each test starts
// as a fresh visit. (Some unit files run in Node, without a window.)
afterEach(() => {
  if (typeof window === "undefined") return;
  window.sessionStorage.clear();
  window.history.replaceState(null, "");
});
