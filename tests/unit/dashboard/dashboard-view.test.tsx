import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DashboardView } from "@/components/dashboard/dashboard-view";
import { StatusTiles } from "@/components/dashboard/status-tiles";
import { HttpError } from "@/lib/client/fetcher";
import { useJobs, useMasterResume, useProfessionalSnapshot, useUser } from "@/lib/client/hooks";
import type { MasterResume } from "@/lib/types";
import { makeJob } from "./job-fixtures";
import { WithNavigation } from "./nav-probe";

jest.mock("@/lib/client/hooks", () => ({
  useUser: jest.fn(),
  useJobs: jest.fn(),
  useMasterResume: jest.fn(),
  useProfessionalSnapshot: jest.fn(),
}));

const refresh = jest.fn();
const resume: MasterResume = {
  text: "Staff engineer. Ships things.\n\nMore.",
  source: "paste",
  fileName: null,
  analyzedKeywords: [],
  analyzedSkills: [],
  analyzedJobTitles: ["Staff Engineer"],
  targetRoles: ["Engineering Manager"],
  createdAt: "2026-03-01T10:00:00Z",
  updatedAt: "2026-03-05T10:00:00Z",
};

function mockData({
  jobs = [
    makeJob({ status: "prospect" }),
    makeJob({ status: "prospect" }),
    makeJob({ status: "applied" }),
  ],
  masterResume = resume as MasterResume | null,
  summary = null as string | null,
  jobsError = undefined as unknown,
} = {}) {
  jest.mocked(useUser).mockReturnValue({
    user: {
      id: "u1",
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: null,
    },
    error: undefined,
    isLoading: false,
    refresh,
  } as unknown as ReturnType<typeof useUser>);
  jest
    .mocked(useJobs)
    .mockReturnValue({ jobs, error: jobsError, isLoading: false, refresh } as unknown as ReturnType<
      typeof useJobs
    >);
  jest.mocked(useMasterResume).mockReturnValue({
    resume: masterResume,
    error: undefined,
    isLoading: false,
    refresh,
  } as unknown as ReturnType<typeof useMasterResume>);
  jest
    .mocked(useProfessionalSnapshot)
    .mockReturnValue({ snapshot: { summary }, error: undefined, isLoading: false });
}

const renderView = () =>
  render(
    <WithNavigation>
      <DashboardView />
    </WithNavigation>,
  );

describe("DashboardView", () => {
  it("shows the banner, counts and snapshot", () => {
    mockData();
    renderView();
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByTestId("profile-name")).toHaveTextContent("Ada Lovelace");
    expect(screen.getByTestId("profile-subtitle")).toHaveTextContent(
      "Targeting Staff Engineer +1 more",
    );
    expect(screen.getByTestId("tile-prospect-count")).toHaveTextContent("2");
    expect(screen.getByTestId("tile-applied-count")).toHaveTextContent("1");
    expect(screen.getByTestId("tile-interviewing-count")).toHaveTextContent("—");
    // A tile's accessible name is the text it shows (a zero is read as "0").
    expect(
      screen.getByRole("button", { name: "Prospects 2 Saved roles to research" }),
    ).toHaveAccessibleDescription("Opens Applications filtered by Prospects");
    expect(
      screen.getByRole("button", { name: "Interviewing 0 Conversations in progress" }),
    ).toBeInTheDocument();
    expect(screen.getByTestId("snapshot-text")).toHaveTextContent("Staff engineer. Ships things.");
    expect(screen.getByTestId("resume-uploaded-badge")).toHaveTextContent("Uploaded");
  });

  it("gives each tile's hint an id of its own, even with the tiles shown twice", () => {
    render(
      <WithNavigation>
        <StatusTiles jobs={[]} isLoading={false} />
        <StatusTiles jobs={[]} isLoading={false} />
      </WithNavigation>,
    );
    const hintIds = screen
      .getAllByRole("button")
      .map((tile) => tile.getAttribute("aria-describedby"));
    expect(hintIds).toHaveLength(6);
    expect(new Set(hintIds).size).toBe(6);
  });

  it("opens applications focused on a tile's status", async () => {
    mockData();
    renderView();
    await userEvent.setup().click(screen.getByTestId("tile-applied"));
    expect(screen.getByTestId("nav")).toHaveTextContent('"view":"applications"');
    expect(screen.getByTestId("nav")).toHaveTextContent('"statusFocus":"applied"');
  });

  it("shows the placeholder without a résumé or summary", () => {
    mockData({ masterResume: null });
    renderView();
    expect(screen.getByTestId("snapshot-placeholder")).toHaveTextContent(
      "Add your master résumé to build a personalized candidate overview.",
    );
    expect(screen.getByTestId("profile-subtitle")).toHaveTextContent(
      "Add your résumé to unlock personalized insights",
    );
    expect(screen.queryByTestId("resume-uploaded-badge")).not.toBeInTheDocument();
  });

  it("says the session is refreshing on an unauthorized error", () => {
    mockData({ jobsError: new HttpError(401, "401: Unauthorized", "Unauthorized") });
    renderView();
    expect(screen.getByText("Refreshing your session...")).toBeInTheDocument();
    expect(screen.queryByTestId("recent-jobs")).not.toBeInTheDocument();
  });

  it("offers a retry when jobs fail to load", async () => {
    mockData({ jobsError: new HttpError(500, "500: boom", "boom") });
    renderView();
    const retries = screen.getAllByRole("button", { name: "Retry" });
    expect(retries.length).toBeGreaterThan(0);
    await userEvent.setup().click(retries[0]);
    expect(refresh).toHaveBeenCalled();
  });
});
