import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { SWRConfig } from "swr";
import { SignOutPage } from "@/components/shell/sign-out-page";
import { UnsavedChangesDialog } from "@/components/shell/unsaved-changes-dialog";
import { NavigationProvider, useNavigation } from "@/lib/client/navigation";
import { swrConfig } from "@/lib/client/swr-config";
import { useUnsavedChanges } from "@/lib/client/unsaved-changes";
import { useRestoredJobFallback } from "@/lib/client/use-restored-job-fallback";
import { VIEW_STORAGE_KEY } from "@/lib/client/view-history";
import { installFakeFetch } from "./fake-fetch";

/** Buttons for the ways to move, an editor that can be dirty, and the navigation as JSON. */
function Controls() {
  const navigation = useNavigation();
  const [isDirty, setDirty] = useState(false);
  useUnsavedChanges(isDirty);
  const { view, activeJobId, tab } = navigation;
  return (
    <>
      <button onClick={() => navigation.navigate("dashboard")}>dashboard</button>
      <button onClick={() => navigation.openApplications()}>board</button>
      <button onClick={() => navigation.openJob("job-1")}>job</button>
      <button onClick={() => navigation.selectTab("qa")}>qa tab</button>
      <button onClick={() => navigation.navigate("discover")}>discover</button>
      <button onClick={() => setDirty(true)}>edit</button>
      <output data-testid="nav">{JSON.stringify({ view, activeJobId, tab })}</output>
      <output data-testid="restored-job">{navigation.restoredJobId ?? "settled"}</output>
      <UnsavedChangesDialog />
    </>
  );
}

function FallbackCheck() {
  useRestoredJobFallback();
  return null;
}

function renderNavigation({ withFallback = false } = {}) {
  const user = userEvent.setup();
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <NavigationProvider>
        <Controls />
        {withFallback && <FallbackCheck />}
      </NavigationProvider>
    </SWRConfig>,
  );
  return user;
}

const nav = () => JSON.parse(screen.getByTestId("nav").textContent ?? "{}");
const stored = () => JSON.parse(sessionStorage.getItem(VIEW_STORAGE_KEY) ?? "null");
const back = () => act(async () => window.history.back());
const forward = () => act(async () => window.history.forward());

let pushState: jest.SpyInstance;
let replaceState: jest.SpyInstance;

beforeEach(() => {
  pushState = jest.spyOn(window.history, "pushState");
  replaceState = jest.spyOn(window.history, "replaceState");
});
afterEach(() => jest.restoreAllMocks());

describe("views in the browser's history", () => {
  it("replaces the entry for the first view, then pushes one entry per switch at the same URL", async () => {
    const user = renderNavigation();
    const url = window.location.href;
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState).toHaveBeenCalledWith(
      expect.objectContaining({
        shortlistView: { view: "dashboard", activeJobId: null, tab: null },
      }),
      "",
      url,
    );
    expect(pushState).not.toHaveBeenCalled();

    const length = window.history.length;
    await user.click(screen.getByText("board"));
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(pushState).toHaveBeenCalledWith(
      expect.objectContaining({
        shortlistView: { view: "applications", activeJobId: null, tab: null },
      }),
      "",
      url,
    );
    expect(window.history.length).toBe(length + 1);
    expect(window.location.href).toBe(url);

    // The same place again is no new entry.
    await user.click(screen.getByText("board"));
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual({ view: "applications", activeJobId: null, tab: null });
  });

  it("restores the earlier view on Back and the later one on Forward, tabs included", async () => {
    const user = renderNavigation();
    await user.click(screen.getByText("board"));
    await user.click(screen.getByText("job"));
    await user.click(screen.getByText("qa tab"));
    await user.click(screen.getByText("discover"));
    expect(pushState).toHaveBeenCalledTimes(4);

    await back();
    await waitFor(() =>
      expect(nav()).toEqual({ view: "job-detail", activeJobId: "job-1", tab: "qa" }),
    );
    await back();
    await waitFor(() =>
      expect(nav()).toEqual({ view: "job-detail", activeJobId: "job-1", tab: null }),
    );
    await back();
    await waitFor(() => expect(nav().view).toBe("applications"));
    await forward();
    await waitFor(() =>
      expect(nav()).toEqual({ view: "job-detail", activeJobId: "job-1", tab: null }),
    );
    // Moving through history adds no entries, and the tab's memory follows.
    expect(pushState).toHaveBeenCalledTimes(4);
    expect(stored()).toEqual({ view: "job-detail", activeJobId: "job-1", tab: null });
  });
});

describe("Back with unsaved changes", () => {
  it("asks first; Stay keeps the view and puts its entry back, Leave goes", async () => {
    const user = renderNavigation();
    await user.click(screen.getByText("board"));
    await user.click(screen.getByText("job"));
    await user.click(screen.getByText("edit"));
    const pushes = pushState.mock.calls.length;

    await back();
    expect(await screen.findByTestId("confirm-dialog")).toHaveAccessibleName(
      "Leave without saving?",
    );
    await user.click(screen.getByTestId("confirm-cancel"));
    expect(nav()).toEqual({ view: "job-detail", activeJobId: "job-1", tab: null });
    expect(pushState).toHaveBeenCalledTimes(pushes + 1);
    expect(window.history.state.shortlistView).toEqual(nav());

    await back();
    await user.click(await screen.findByTestId("confirm-action"));
    await waitFor(() => expect(nav().view).toBe("applications"));
    expect(pushState).toHaveBeenCalledTimes(pushes + 1);
  });
});

describe("a reload", () => {
  it("restores the view the tab was on, in place of the entry", () => {
    sessionStorage.setItem(
      VIEW_STORAGE_KEY,
      JSON.stringify({ view: "job-detail", activeJobId: "job-1", tab: "qa" }),
    );
    renderNavigation();
    expect(nav()).toEqual({ view: "job-detail", activeJobId: "job-1", tab: "qa" });
    expect(pushState).not.toHaveBeenCalled();
    expect(window.history.state.shortlistView).toEqual(nav());
  });

  it("prefers the view its history entry holds (Back to an entry made before a reload)", () => {
    sessionStorage.setItem(
      VIEW_STORAGE_KEY,
      JSON.stringify({ view: "settings", activeJobId: null, tab: null }),
    );
    const entry = { view: "job-detail", activeJobId: "job-1", tab: null };
    window.history.replaceState({ __NA: true, shortlistView: entry }, "");
    renderNavigation();
    expect(nav()).toEqual(entry);
    expect(stored()).toEqual(entry);
    // Next's own fields stay on the entry.
    expect(window.history.state).toEqual(expect.objectContaining({ __NA: true }));
  });

  it.each([["not json"], [JSON.stringify({ view: "nowhere", activeJobId: null, tab: null })]])(
    "starts on the dashboard when the memory is unreadable (%s)",
    (text) => {
      sessionStorage.setItem(VIEW_STORAGE_KEY, text);
      renderNavigation();
      expect(nav()).toEqual({ view: "dashboard", activeJobId: null, tab: null });
    },
  );

  it("falls back to the dashboard when the restored job is gone", async () => {
    const fetchMock = installFakeFetch({
      "/api/jobs": { status: 200, body: [{ id: "job-2", title: "Other" }] },
    });
    sessionStorage.setItem(
      VIEW_STORAGE_KEY,
      JSON.stringify({ view: "job-detail", activeJobId: "job-1", tab: "qa" }),
    );
    renderNavigation({ withFallback: true });
    await waitFor(() => expect(nav()).toEqual({ view: "dashboard", activeJobId: null, tab: null }));
    expect(fetchMock).toHaveBeenCalledWith("/api/jobs", expect.anything());
    expect(pushState).not.toHaveBeenCalled();
    expect(window.history.state.shortlistView).toEqual(nav());
    expect(stored()).toEqual(nav());
  });

  it("keeps the restored job when it still exists, and another view without a gone job", async () => {
    installFakeFetch({ "/api/jobs": { status: 200, body: [{ id: "job-1", title: "Kept" }] } });
    sessionStorage.setItem(
      VIEW_STORAGE_KEY,
      JSON.stringify({ view: "job-detail", activeJobId: "job-1", tab: "qa" }),
    );
    const { unmount } = render(
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <NavigationProvider>
          <Controls />
          <FallbackCheck />
        </NavigationProvider>
      </SWRConfig>,
    );
    expect(screen.getByTestId("restored-job")).toHaveTextContent("job-1");
    await waitFor(() => expect(screen.getByTestId("restored-job")).toHaveTextContent("settled"));
    expect(nav()).toEqual({ view: "job-detail", activeJobId: "job-1", tab: "qa" });
    unmount();
    window.history.replaceState(null, "");

    installFakeFetch({ "/api/jobs": { status: 200, body: [] } });
    sessionStorage.setItem(
      VIEW_STORAGE_KEY,
      JSON.stringify({ view: "interview-assist", activeJobId: "job-1", tab: null }),
    );
    renderNavigation({ withFallback: true });
    await waitFor(() =>
      expect(nav()).toEqual({ view: "interview-assist", activeJobId: null, tab: null }),
    );
  });
});

describe("signing out", () => {
  it("forgets the view the tab was on", async () => {
    installFakeFetch({ "/api/logout": { status: 200, body: { ok: true } } });
    sessionStorage.setItem(
      VIEW_STORAGE_KEY,
      JSON.stringify({ view: "settings", activeJobId: null, tab: null }),
    );
    // jsdom cannot navigate; it reports the attempt through console.error.
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    render(<SignOutPage />);
    await waitFor(() => expect(sessionStorage.getItem(VIEW_STORAGE_KEY)).toBeNull());
    expect(global.fetch).toHaveBeenCalledWith(
      "/api/logout",
      expect.objectContaining({ method: "POST" }),
    );
    consoleError.mockRestore();
  });
});
