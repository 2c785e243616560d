import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AI_MODE_KEY, DiscoverView } from "@/components/discover/discover-view";
import { toast } from "@/lib/client/toast-store";
import { renderWithProviders } from "../shell/render-with-providers";
import { discoveredJob, manyJobs } from "./fake-api";
import { discoverApi as api, search, searchAnswer } from "./discover-view-support";

jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

describe("DiscoverView", () => {
  it("shows the heading, the quick searches and switches to AI Mode, remembered", async () => {
    api();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<DiscoverView />, "discover");
    expect(screen.getByRole("heading", { level: 1, name: "Discover" })).toBeInTheDocument();
    expect(screen.getByTestId("discover-subtitle")).toHaveTextContent(
      "Search real job listings from multiple sources",
    );
    expect(screen.getAllByText("Use this search")).toHaveLength(4);
    expect(screen.getByText("Career Switch Boost")).toBeInTheDocument();
    expect(screen.queryByTestId("discover-salary")).not.toBeInTheDocument();

    await user.click(screen.getByRole("switch", { name: "AI Mode" }));
    expect(screen.getByTestId("discover-subtitle")).toHaveTextContent(
      "AI-powered job search with intelligent validation",
    );
    expect(screen.getByTestId("discover-salary")).toBeInTheDocument();
    expect(window.localStorage.getItem(AI_MODE_KEY)).toBe("true");

    unmount();
    renderWithProviders(<DiscoverView />, "discover");
    expect(screen.getByRole("switch", { name: "AI Mode" })).toBeChecked();
  });

  it("works from the keyboard: the AI Mode switch, a chip and the search", async () => {
    const calls = api((call) => (call.path === "/api/discover" ? searchAnswer() : undefined));
    const user = userEvent.setup();
    renderWithProviders(<DiscoverView />, "discover");
    const aiSwitch = screen.getByRole("switch", { name: "AI Mode" });
    aiSwitch.focus();
    await user.keyboard(" ");
    expect(aiSwitch).toBeChecked();
    await user.keyboard(" ");
    expect(aiSwitch).not.toBeChecked();

    screen.getByTestId("resume-keywords-toggle").focus();
    await user.keyboard("{Enter}");
    screen.getByRole("button", { name: "Add React to search" }).focus();
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("discover-keywords")).toHaveValue("React");

    screen.getByTestId("discover-keywords").focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByTestId("discover-result")).toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/discover")?.body).toMatchObject({
      keywords: "React",
    });
  });

  it("says why demo jobs show when sources were asked but none answered", async () => {
    api((call) =>
      call.path === "/api/discover"
        ? searchAnswer([discoveredJob({ id: "demo-2", contract_type: "demo", source: "demo" })], {
            demo: true,
            sources: [{ source: "remotive", ok: false, count: 0, error: "answered HTTP 500" }],
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<DiscoverView />, "discover");
    await search(user);
    expect(await screen.findByTestId("discover-demo-line")).toHaveTextContent(
      "No job source answered",
    );
    expect(screen.getByTestId("discover-sources")).toHaveTextContent(
      "Failed: Remotive (answered HTTP 500)",
    );
    expect(screen.getByTestId("result-demo-badge")).toHaveTextContent("Demo");
    expect(screen.queryAllByTestId("result-badge")).toHaveLength(1);
  });

  it("shows every field of a result, the caption and the quiet sources line", async () => {
    const calls = api((call) =>
      call.path === "/api/discover"
        ? searchAnswer(
            [
              discoveredJob({
                score: 82,
                contract_type: "contract",
                alsoOn: ["arbeitnow", "themuse"],
                attribution: { text: "Source: Remotive", url: "https://remotive.com" },
              }),
            ],
            { sorted: "relevance" },
          )
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<DiscoverView />, "discover");
    await search(user);

    const result = await screen.findByTestId("discover-result");
    expect(screen.getByRole("heading", { name: "Matches" })).toBeInTheDocument();
    expect(screen.getByTestId("discover-caption")).toHaveTextContent(
      "1 result · Sorted by relevance",
    );
    expect(within(result).getByTestId("result-title")).toHaveTextContent(
      "Frontend Engineer — Acme",
    );
    expect(within(result).getByTestId("result-location")).toHaveTextContent("Remote");
    expect(within(result).getByTestId("result-date")).toHaveTextContent("Posted Nov 20, 2026");
    expect(within(result).getByTestId("result-salary")).toHaveTextContent(
      "$120,000 – $150,000 a year",
    );
    expect(within(result).getByTestId("result-score")).toHaveTextContent("Fit 82");
    expect(
      within(result)
        .getAllByTestId("result-badge")
        .map((badge) => badge.textContent),
    ).toEqual(["Contract", "Full time"]);
    expect(within(result).getByTestId("result-preview").textContent!.length).toBeLessThanOrEqual(
      201,
    );
    expect(within(result).getByTestId("result-also-on")).toHaveTextContent(
      "Also on: Arbeitnow, The Muse",
    );
    expect(within(result).getByTestId("result-attribution")).toHaveAttribute(
      "href",
      "https://remotive.com",
    );
    expect(within(result).getByTestId("view-posting")).toHaveAttribute("target", "_blank");
    expect(screen.getByTestId("discover-sources")).toHaveTextContent(
      "Answered: Remotive (1) · Failed: The Muse (timed out after 8 s)",
    );
    expect(screen.queryByTestId("search-more")).not.toBeInTheDocument();
    const sent = calls.find((call) => call.path === "/api/discover");
    expect(sent?.body).toMatchObject({
      titles: "Frontend Engineer",
      jobType: "any",
      page: 1,
      salary: "",
    });
  });

  it("offers Search More after 10 results and appends the next page", async () => {
    const calls = api((call) => {
      if (call.path !== "/api/discover") return undefined;
      const page = (call.body as { page: number }).page;
      return searchAnswer(page === 1 ? manyJobs(10, "a") : manyJobs(4, "b"), { page });
    });
    const user = userEvent.setup();
    renderWithProviders(<DiscoverView />, "discover");
    await search(user);
    await user.click(await screen.findByTestId("search-more"));

    await waitFor(() => expect(screen.getAllByTestId("discover-result")).toHaveLength(14));
    expect(
      calls
        .filter((call) => call.path === "/api/discover")
        .map((call) => (call.body as { page: number }).page),
    ).toEqual([1, 2]);
    // The second page gave fewer than 10: no more to offer.
    expect(screen.queryByTestId("search-more")).not.toBeInTheDocument();
  });

  it("shows the empty state", async () => {
    api((call) => (call.path === "/api/discover" ? searchAnswer([]) : undefined));
    const user = userEvent.setup();
    renderWithProviders(<DiscoverView />, "discover");
    await search(user);
    expect(await screen.findByText("No jobs found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search criteria or keywords")).toBeInTheDocument();
  });

  it("says a search failed", async () => {
    api((call) =>
      call.path === "/api/discover" ? { status: 500, body: { message: "boom" } } : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<DiscoverView />, "discover");
    await search(user);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Search failed",
        description: "Could not fetch job listings. Please try again.",
        variant: "destructive",
      }),
    );
  });
});
