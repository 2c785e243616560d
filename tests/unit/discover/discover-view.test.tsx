import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AI_MODE_KEY, DiscoverView } from "@/components/discover/discover-view";
import { toast } from "@/lib/client/toast-store";
import { renderWithProviders } from "../shell/render-with-providers";
import { signedInUser } from "../shell/fake-fetch";
import { discoveredJob, installFakeApi, manyJobs, type Call } from "./fake-api";

jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

const resume = {
  text: "Senior Frontend Engineer\nReact, TypeScript",
  source: "paste",
  fileName: null,
  analyzedKeywords: ["React", "TypeScript"],
  analyzedSkills: ["typescript", "Accessibility"],
  analyzedJobTitles: ["Senior Frontend Engineer"],
  targetRoles: [],
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

function api(
  extra: (call: Call) => { status: number; body?: unknown } | undefined = () => undefined,
) {
  return installFakeApi((call) => {
    if (call.path === "/api/auth/user") return { status: 200, body: signedInUser };
    if (call.path === "/api/master-resume") return { status: 200, body: resume };
    return extra(call);
  });
}

const searchAnswer = (jobs = [discoveredJob()], overrides = {}) => ({
  status: 200,
  body: {
    jobs,
    sources: [
      { source: "remotive", ok: true, count: jobs.length },
      { source: "themuse", ok: false, count: 0, error: "timed out after 8 s" },
    ],
    demo: false,
    sorted: "date",
    page: 1,
    ...overrides,
  },
});

async function search(user: ReturnType<typeof userEvent.setup>, titles = "Frontend Engineer") {
  await user.type(screen.getByTestId("discover-titles"), titles);
  await user.click(screen.getByTestId("discover-search"));
}

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

  it("adds a result to the workbench as a prospect, and refuses a demo job", async () => {
    const calls = api((call) => {
      if (call.path === "/api/discover")
        return searchAnswer(
          [
            discoveredJob(),
            discoveredJob({ id: "demo-1", title: "Demo role", contract_type: "demo" }),
          ],
          {
            demo: true,
            sources: [],
          },
        );
      if (call.path === "/api/jobs" && call.method === "POST")
        return { status: 201, body: { id: "job-1" } };
      if (call.path === "/api/jobs") return { status: 200, body: [] };
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<DiscoverView />, "discover");
    await search(user);
    expect(await screen.findByTestId("discover-demo-line")).toHaveTextContent(
      "No job source is set up",
    );

    const [real, demo] = screen.getAllByTestId("discover-result");
    expect(within(demo).getByTestId("result-demo-badge")).toHaveTextContent("Demo");
    await user.click(within(demo).getByTestId("add-to-workbench"));
    expect(toast).toHaveBeenCalledWith({
      title: "Failed to add",
      description: "Demo jobs cannot be added to workbench",
      variant: "destructive",
    });
    expect(calls.some((call) => call.method === "POST" && call.path === "/api/jobs")).toBe(false);

    await user.click(within(real).getByTestId("add-to-workbench"));
    await waitFor(() =>
      expect(within(real).getByTestId("add-to-workbench")).toHaveTextContent("Added to Workbench"),
    );
    const post = calls.find((call) => call.method === "POST" && call.path === "/api/jobs");
    expect(post?.body).toMatchObject({
      title: "Frontend Engineer",
      company: "Acme",
      status: "prospect",
      sourceId: "remotive-1",
      url: "https://jobs.example.com/acme/1",
      location: "Remote",
    });
    expect((post?.body as { description: string }).description).toContain(
      "Build accessible React interfaces.",
    );
  });

  it("says adding failed", async () => {
    api((call) => {
      if (call.path === "/api/discover") return searchAnswer();
      if (call.path === "/api/jobs") return { status: 500, body: { message: "down" } };
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<DiscoverView />, "discover");
    await search(user);
    await user.click(await screen.findByTestId("add-to-workbench"));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Failed to add",
        description: "Failed to add job to workbench",
        variant: "destructive",
      }),
    );
    expect(screen.getByTestId("add-to-workbench")).toHaveTextContent("Add to Workbench");
  });

  it("saves locations in the browser, refusing blanks and duplicates", async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<DiscoverView />, "discover");
    await user.click(screen.getByTestId("save-location"));
    expect(toast).toHaveBeenLastCalledWith({
      title: "Location required",
      description: "Enter a location before saving",
      variant: "destructive",
    });
    await user.type(screen.getByTestId("discover-location"), "Berlin");
    await user.click(screen.getByTestId("save-location"));
    await user.clear(screen.getByTestId("discover-location"));
    await user.type(screen.getByTestId("discover-location"), "berlin");
    await user.click(screen.getByTestId("save-location"));
    expect(toast).toHaveBeenLastCalledWith({ title: "Already saved" });
    expect(JSON.parse(window.localStorage.getItem("shortlist:discover-saved-locations")!)).toEqual([
      "Berlin",
    ]);

    await user.clear(screen.getByTestId("discover-location"));
    await user.click(
      within(screen.getByTestId("saved-locations")).getByRole("button", { name: "Berlin" }),
    );
    expect(screen.getByTestId("discover-location")).toHaveValue("Berlin");
  });

  it("asks for a name before saving settings, then saves them", async () => {
    const calls = api((call) =>
      call.path === "/api/saved-search-settings" && call.method === "POST"
        ? { status: 201, body: {} }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<DiscoverView />, "discover");
    await user.type(screen.getByTestId("discover-keywords"), "React");
    await user.click(screen.getByTestId("save-settings"));
    await user.click(screen.getByTestId("save-settings-confirm"));
    expect(toast).toHaveBeenLastCalledWith({
      title: "Name required",
      description: "Please enter a name for your search settings",
      variant: "destructive",
    });
    await user.type(screen.getByTestId("search-settings-name"), "React roles");
    await user.click(screen.getByTestId("save-settings-confirm"));
    await waitFor(() =>
      expect(screen.queryByTestId("save-settings-dialog")).not.toBeInTheDocument(),
    );
    const post = calls.find(
      (call) => call.path === "/api/saved-search-settings" && call.method === "POST",
    );
    expect(post?.body).toMatchObject({
      name: "React roles",
      keywords: "React",
      searchType: "discover",
    });
  });

  it("loads a saved setting into the form", async () => {
    api((call) =>
      call.path === "/api/saved-search-settings"
        ? {
            status: 200,
            body: [
              {
                id: "s1",
                name: "Berlin data",
                titles: ["Data Engineer"],
                keywords: "Spark, SQL",
                location: "Berlin",
                salary: "",
                jobType: "full-time",
                workArrangement: "hybrid",
                searchType: "discover",
              },
            ],
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<DiscoverView />, "discover");
    await user.click(screen.getByTestId("load-settings"));
    await user.click(await screen.findByRole("button", { name: "Load Berlin data" }));
    expect(screen.getByTestId("discover-titles")).toHaveValue("Data Engineer");
    expect(screen.getByTestId("discover-keywords")).toHaveValue("Spark, SQL");
    expect(screen.getByTestId("discover-location")).toHaveValue("Berlin");
    expect(screen.getByTestId("discover-work-arrangement")).toHaveTextContent("Hybrid");
  });

  it("appends résumé chips to the fields without duplicates", async () => {
    api();
    const user = userEvent.setup();
    renderWithProviders(<DiscoverView />, "discover");
    await user.click(screen.getByTestId("resume-keywords-toggle"));
    // "typescript" (a skill) repeats the keyword "TypeScript": one chip.
    const chips = await screen.findByTestId("resume-keywords-chips");
    expect(
      within(chips)
        .getAllByRole("button")
        .map((chip) => chip.textContent),
    ).toEqual(["React", "TypeScript", "Accessibility"]);
    await user.type(screen.getByTestId("discover-keywords"), "react");
    await user.click(within(chips).getByRole("button", { name: "Add React to search" }));
    await user.click(within(chips).getByRole("button", { name: "Add Accessibility to search" }));
    expect(screen.getByTestId("discover-keywords")).toHaveValue("react, Accessibility");
    expect(screen.getByTestId("resume-keywords-analyze")).toHaveTextContent("Re-analyze");

    await user.click(screen.getByTestId("resume-job-titles-toggle"));
    await user.click(
      await screen.findByRole("button", { name: "Add Senior Frontend Engineer to search" }),
    );
    expect(screen.getByTestId("discover-titles")).toHaveValue("Senior Frontend Engineer");
  });

  it("says when the job titles analysis fails", async () => {
    api((call) =>
      call.path === "/api/analyze-job-titles" ? { status: 500, body: {} } : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<DiscoverView />, "discover");
    await user.click(screen.getByTestId("resume-job-titles-analyze"));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Analysis failed",
        description: "Failed to analyze resume job titles",
        variant: "destructive",
      }),
    );
  });
});
