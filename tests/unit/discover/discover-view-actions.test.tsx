import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DiscoverView } from "@/components/discover/discover-view";
import { toast } from "@/lib/client/toast-store";
import { renderWithProviders } from "../shell/render-with-providers";
import { discoveredJob } from "./fake-api";
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

// Adding results, saved settings, locations and résumé chips; search and results are in
// discover-view.test.tsx.
describe("DiscoverView actions", () => {
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
