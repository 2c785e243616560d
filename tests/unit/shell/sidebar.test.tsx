import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Sidebar } from "@/components/shell/sidebar";
import { SIDEBAR_STORAGE_KEY, useSidebarOpen } from "@/components/shell/use-sidebar-open";
import { installFakeFetch, signedInUser } from "./fake-fetch";
import { renderWithProviders } from "./render-with-providers";

const jobs = Array.from({ length: 10 }, (_, index) => ({
  id: `job-${index + 1}`,
  title: `Engineer ${index + 1}`,
  company: `Company ${index + 1}`,
  description: "A role.",
  url: null,
  salary: "",
  location: null,
  status: "prospect",
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
}));

function PersistentSidebar() {
  const sidebar = useSidebarOpen();
  return <Sidebar user={signedInUser} isOpen={sidebar.isOpen} onToggle={sidebar.toggle} />;
}

/** Lets the pending jobs request finish inside act. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => localStorage.clear());

describe("Sidebar", () => {
  it("lists at most 8 recent jobs and opens one on click", async () => {
    installFakeFetch({ "/api/jobs": { status: 200, body: jobs } });
    const user = userEvent.setup();
    renderWithProviders(<PersistentSidebar />);

    const rows = await screen.findAllByTestId("sidebar-recent-job");
    expect(rows).toHaveLength(8);
    expect(rows[0]).toHaveTextContent("Engineer 1");
    expect(rows[7]).toHaveTextContent("Engineer 8");
    expect(screen.queryByText("Engineer 9")).not.toBeInTheDocument();

    await user.click(rows[2]);
    expect(screen.getByTestId("nav-state")).toHaveTextContent(
      '{"view":"job-detail","activeJobId":"job-3"}',
    );
    expect(screen.getByTestId("nav-applications")).toHaveAttribute("aria-current", "page");
  });

  it("hides 'Recent Jobs' when there are no jobs", async () => {
    const fetchMock = installFakeFetch({ "/api/jobs": { status: 200, body: [] } });
    renderWithProviders(<PersistentSidebar />);
    await settle();
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByText("Recent Jobs")).not.toBeInTheDocument();
    expect(screen.queryByTestId("sidebar-recent-job")).not.toBeInTheDocument();
  });

  it("starts open and remembers being collapsed in localStorage", async () => {
    installFakeFetch({ "/api/jobs": { status: 200, body: [] } });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<PersistentSidebar />);
    await settle();

    const sidebar = screen.getByTestId("sidebar");
    expect(sidebar).toHaveAttribute("data-state", "expanded");
    expect(sidebar).toHaveStyle({ width: "240px" });
    expect(screen.getByText("MVP Prototype")).toBeInTheDocument();

    await user.click(screen.getByTestId("sidebar-toggle"));
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe("false");
    expect(sidebar).toHaveAttribute("data-state", "collapsed");
    expect(sidebar).toHaveStyle({ width: "80px" });
    unmount();

    renderWithProviders(<PersistentSidebar />);
    await settle();
    expect(screen.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");
    // Collapsed: icons only, each named for assistive technology and tooltips.
    expect(screen.getByTestId("nav-dashboard")).toHaveAccessibleName("Dashboard");
    expect(screen.getByTestId("nav-dashboard")).not.toHaveTextContent("Dashboard");
    expect(screen.getByTestId("nav-interview-simulator")).toHaveAttribute(
      "title",
      "Interview Simulator",
    );

    await user.click(screen.getByTestId("sidebar-toggle"));
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe("true");
  });

  it("opens the Experimental group when an interview view is active", async () => {
    installFakeFetch({ "/api/jobs": { status: 200, body: [] } });
    renderWithProviders(<PersistentSidebar />, "interview-assist");
    await settle();
    const item = screen.getByTestId("nav-interview-assist");
    expect(item).toBeVisible();
    expect(item).toHaveAttribute("aria-current", "page");
    expect(screen.getByTestId("nav-experimental")).toHaveAttribute("aria-expanded", "true");
  });

  it("keeps the Experimental group closed on the dashboard until it is opened", async () => {
    installFakeFetch({ "/api/jobs": { status: 200, body: [] } });
    const user = userEvent.setup();
    renderWithProviders(<PersistentSidebar />);
    await settle();
    expect(screen.queryByTestId("nav-interview-insight")).not.toBeInTheDocument();

    await user.click(screen.getByTestId("nav-experimental"));
    await user.click(screen.getByTestId("nav-interview-insight"));
    expect(screen.getByTestId("nav-state")).toHaveTextContent('"view":"interview-insight"');
    expect(within(screen.getByTestId("sidebar")).getByTestId("logout-link")).toHaveAttribute(
      "href",
      "/api/logout",
    );
  });
});
