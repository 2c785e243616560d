import { act, renderHook, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AI_MODE_KEY, DiscoverView } from "@/components/discover/discover-view";
import { EMPTY_FORM } from "@/components/discover/quick-searches";
import {
  ACTIVE_SEARCH_KEY,
  MAX_POLLS,
  POLL_INTERVAL_MS,
  useAiSearch,
} from "@/components/discover/use-ai-search";
import { toast } from "@/lib/client/toast-store";
import { renderWithProviders } from "../shell/render-with-providers";
import { signedInUser } from "../shell/fake-fetch";
import { discoveredJob, installFakeApi, type Call } from "./fake-api";

jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

const form = { ...EMPTY_FORM, titles: "Data Engineer" };
const results = (status: string, jobs: unknown[] = []) => ({
  status: 200,
  body: {
    search: { id: "bg-1", status, createdAt: "2026-11-26T10:00:00Z" },
    jobs,
    poweredBy: "openai",
    sources: [{ source: "remotive", ok: true, count: jobs.length }],
  },
});

function historyEntry(index: number) {
  return {
    id: `h${index}`,
    searchDate: `2026-11-2${index}T10:00:00Z`,
    totalResults: index,
    results: [discoveredJob({ id: `remotive-h${index}`, title: `Past role ${index}` })],
    searchCriteria: {
      titles: `Title ${index}`,
      keywords: "",
      location: "Remote",
      salary: "",
      jobType: "any",
      workArrangement: "remote",
    },
  };
}

/** Runs the hook against answers per poll; returns the calls made. */
function startHook(answer: (poll: number) => { status: number; body?: unknown }) {
  let polls = 0;
  const calls = installFakeApi((call: Call) => {
    if (call.path === "/api/background-search/start")
      return { status: 202, body: { searchId: "bg-1" } };
    if (call.path === "/api/background-search/bg-1/results") return answer(++polls);
    return undefined;
  });
  const onCompleted = jest.fn();
  const hook = renderHook(() => useAiSearch(onCompleted));
  return { calls, onCompleted, hook, polls: () => polls };
}

const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

describe("useAiSearch (spec 2 §4)", () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.useFakeTimers();
    window.sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it("polls first 5 s after the start, then every 5 s, until completed", async () => {
    const run = startHook((poll) =>
      poll < 3 ? results("running") : results("completed", [discoveredJob()]),
    );
    await act(() => run.hook.result.current.start(form));
    expect(run.hook.result.current.state).toBe("searching");
    await advance(POLL_INTERVAL_MS - 1);
    expect(run.polls()).toBe(0);
    await advance(1);
    expect(run.polls()).toBe(1);
    await advance(POLL_INTERVAL_MS * 2);
    expect(run.polls()).toBe(3);
    expect(run.hook.result.current.state).toBe("completed");
    expect(run.onCompleted).toHaveBeenCalledTimes(1);
    await advance(POLL_INTERVAL_MS * 3);
    expect(run.polls()).toBe(3);
  });

  it("resumes polling a search started before the screen was left", async () => {
    const run = startHook((poll) => (poll < 2 ? results("running") : results("completed")));
    expect(window.sessionStorage.getItem(ACTIVE_SEARCH_KEY)).toBeNull();
    await act(() => run.hook.result.current.start(form));
    expect(window.sessionStorage.getItem(ACTIVE_SEARCH_KEY)).toBe("bg-1");
    run.hook.unmount();
    await advance(POLL_INTERVAL_MS * 3);
    expect(run.polls()).toBe(0);

    const onCompleted = jest.fn();
    const again = renderHook(() => useAiSearch(onCompleted));
    expect(again.result.current.state).toBe("searching");
    await advance(POLL_INTERVAL_MS);
    expect(again.result.current.state).toBe("completed");
    expect(onCompleted).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(ACTIVE_SEARCH_KEY)).toBeNull();
  });

  it("does not resume outside AI Mode", async () => {
    const run = startHook(() => results("completed"));
    window.sessionStorage.setItem(ACTIVE_SEARCH_KEY, "bg-1");
    run.hook.unmount();
    const hook = renderHook(() => useAiSearch(jest.fn(), { isEnabled: false }));
    await advance(POLL_INTERVAL_MS * 2);
    expect(hook.result.current.state).toBe("idle");
    expect(run.polls()).toBe(0);
  });

  it("says the background search failed", async () => {
    const run = startHook(() => results("failed"));
    await act(() => run.hook.result.current.start(form));
    await advance(POLL_INTERVAL_MS);
    expect(run.hook.result.current.state).toBe("failed");
    expect(toast).toHaveBeenCalledWith({
      title: "AI Search failed",
      description: "Background search encountered an error",
      variant: "destructive",
    });
  });

  it("gives up after 60 polls with the timeout toast", async () => {
    const run = startHook(() => results("running"));
    await act(() => run.hook.result.current.start(form));
    await advance(POLL_INTERVAL_MS * (MAX_POLLS + 5));
    expect(run.polls()).toBe(MAX_POLLS);
    expect(run.hook.result.current.state).toBe("failed");
    expect(toast).toHaveBeenCalledWith({
      title: "Search timeout",
      description: "Background search is taking too long",
      variant: "destructive",
    });
  });

  it("retries a failing poll and completes when it answers again", async () => {
    const run = startHook((poll) => (poll < 4 ? { status: 502, body: {} } : results("completed")));
    await act(() => run.hook.result.current.start(form));
    await advance(POLL_INTERVAL_MS * 4);
    expect(run.hook.result.current.state).toBe("completed");
    expect(toast).not.toHaveBeenCalled();
  });

  it("stops at once when the search is not found", async () => {
    const run = startHook(() => ({ status: 404, body: { message: "Search not found" } }));
    await act(() => run.hook.result.current.start(form));
    await advance(POLL_INTERVAL_MS * 3);
    expect(run.polls()).toBe(1);
    expect(run.hook.result.current.state).toBe("failed");
    expect(toast).toHaveBeenCalledWith({
      title: "AI Search failed",
      description: "Background search encountered an error",
      variant: "destructive",
    });
  });

  it("says it could not start", async () => {
    installFakeApi((call) =>
      call.path === "/api/background-search/start"
        ? { status: 500, body: { message: "down" } }
        : undefined,
    );
    const hook = renderHook(() => useAiSearch(jest.fn()));
    await act(() => hook.result.current.start(form));
    expect(hook.result.current.state).toBe("failed");
    expect(toast).toHaveBeenCalledWith({
      title: "AI Search failed",
      description: "Could not start background search. Please try again.",
      variant: "destructive",
    });
  });
});

describe("DiscoverView in AI Mode", () => {
  beforeEach(() => {
    jest.clearAllMocks();
    window.localStorage.clear();
    window.localStorage.setItem(AI_MODE_KEY, "true");
  });

  it("runs a background search to validated results and lists it in Recent Searches", async () => {
    jest.useFakeTimers();
    let history = [historyEntry(1), historyEntry(2), historyEntry(3), historyEntry(4)];
    const calls = installFakeApi((call) => {
      if (call.path === "/api/auth/user") return { status: 200, body: signedInUser };
      if (call.path === "/api/master-resume") return { status: 200, body: null };
      if (call.path === "/api/discovery-history") return { status: 200, body: history };
      if (call.path === "/api/background-search/start")
        return { status: 202, body: { searchId: "bg-1" } };
      if (call.path === "/api/background-search/bg-1/results") {
        history = [historyEntry(5), ...history];
        return results("completed", [
          { ...discoveredJob({ score: 77 }), validation: "live", why: "Your React work matches." },
          {
            ...discoveredJob({ id: "lever-2", title: "Data Engineer" }),
            validation: "not-checked",
            staleNote: "Possibly stale: posted over 60 days ago",
          },
        ]);
      }
      return undefined;
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<DiscoverView />, "discover");

    const recent = await screen.findByTestId("recent-searches");
    expect(within(recent).getAllByTestId("recent-search")).toHaveLength(3);
    await user.click(within(recent).getByRole("button", { name: "View All" }));
    expect(within(recent).getAllByTestId("recent-search")).toHaveLength(4);
    await user.click(within(recent).getByRole("button", { name: "View Less" }));

    await user.type(screen.getByTestId("discover-titles"), "Data Engineer");
    await user.type(screen.getByTestId("discover-salary"), "$100k+");
    await user.click(screen.getByTestId("discover-search"));
    expect(await screen.findByTestId("discover-loading")).toBeInTheDocument();
    await advance(POLL_INTERVAL_MS);

    const [first, second] = await screen.findAllByTestId("discover-result");
    expect(screen.getByRole("heading", { name: "AI-Discovered Jobs" })).toBeInTheDocument();
    expect(screen.getByTestId("discover-caption")).toHaveTextContent(
      "2 results · Powered by OpenAI",
    );
    expect(within(first).getByTestId("result-validation")).toHaveTextContent(
      "Posting checked: live",
    );
    expect(within(first).getByTestId("result-why")).toHaveTextContent("Your React work matches.");
    expect(within(second).getByTestId("result-validation")).toHaveTextContent("Not checked");
    expect(within(second).getByTestId("result-stale")).toHaveTextContent("Possibly stale");
    expect(screen.queryByTestId("search-more")).not.toBeInTheDocument();
    const start = calls.find((call) => call.path === "/api/background-search/start");
    expect(start?.body).toMatchObject({ titles: "Data Engineer", salary: "$100k+" });

    await waitFor(() =>
      expect(
        within(screen.getByTestId("recent-searches")).getAllByTestId("recent-search")[0],
      ).toHaveTextContent("Title 5"),
    );
    await user.click(
      within(screen.getByTestId("recent-searches")).getAllByTestId("load-recent-search")[1],
    );
    expect(screen.getByTestId("discover-titles")).toHaveValue("Title 1");
    expect(screen.getByTestId("discover-location")).toHaveValue("Remote");
    expect(screen.getByTestId("result-title")).toHaveTextContent("Past role 1 — Acme");
    jest.useRealTimers();
  });

  it("hides Recent Searches without history", async () => {
    installFakeApi((call) => {
      if (call.path === "/api/auth/user") return { status: 200, body: signedInUser };
      if (call.path === "/api/discovery-history") return { status: 200, body: [] };
      return undefined;
    });
    renderWithProviders(<DiscoverView />, "discover");
    await waitFor(() =>
      expect(global.fetch).toHaveBeenCalledWith("/api/discovery-history", expect.anything()),
    );
    expect(screen.queryByTestId("recent-searches")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Discover" })).toBeInTheDocument();
  });
});
