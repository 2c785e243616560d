import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppShell } from "@/components/shell/app-shell";
import { installFakeFetch, signedInUser } from "./fake-fetch";
import { renderWithProviders } from "./render-with-providers";

jest.mock("@/components/dashboard/dashboard-view", () => ({
  DashboardView: () => <h1>Dashboard view</h1>,
}));
jest.mock("@/components/board/applications-view", () => ({
  ApplicationsView: () => <h1>Applications view</h1>,
}));

/** Makes every media query report a narrow (mobile) screen. */
function useNarrowScreen() {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: true,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

function swipe(from: { x: number; y: number }, to: { x: number; y: number }) {
  fireEvent.touchStart(window, { touches: [{ clientX: from.x, clientY: from.y }] });
  fireEvent.touchEnd(window, { changedTouches: [{ clientX: to.x, clientY: to.y }] });
}

async function renderShell() {
  installFakeFetch({ "/api/jobs": { status: 200, body: [] } });
  renderWithProviders(<AppShell user={signedInUser} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeEach(useNarrowScreen);
afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia of its own
  delete window.matchMedia;
});

describe("AppShell on a narrow screen", () => {
  it("shows a top bar instead of the sidebar, with menu and log out", async () => {
    await renderShell();
    expect(screen.queryByTestId("sidebar")).not.toBeInTheDocument();
    expect(screen.queryByTestId("mobile-drawer")).not.toBeInTheDocument();
    expect(screen.getByTestId("mobile-menu-button")).toBeInTheDocument();
    expect(screen.getByTestId("mobile-logout-button")).toHaveAttribute("href", "/api/logout");
  });

  it("opens the drawer from the menu button and closes it after navigating", async () => {
    const user = userEvent.setup();
    await renderShell();
    await user.click(screen.getByTestId("mobile-menu-button"));
    // The drawer's code loads on first open.
    expect(await screen.findByTestId("mobile-drawer")).toHaveStyle({ width: "288px" });

    await user.click(screen.getByTestId("nav-applications"));
    await waitFor(() => expect(screen.queryByTestId("mobile-drawer")).not.toBeInTheDocument());
    expect(screen.getByText("Applications view")).toBeInTheDocument();
    // Focus goes to the new view, not back to the menu button.
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveFocus());
  });

  it("closes the drawer on Escape and on an overlay click", async () => {
    const user = userEvent.setup();
    await renderShell();
    await user.click(screen.getByTestId("mobile-menu-button"));
    await screen.findByTestId("mobile-drawer");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByTestId("mobile-drawer")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId("mobile-menu-button")).toHaveFocus());

    await user.click(screen.getByTestId("mobile-menu-button"));
    await user.click(screen.getByTestId("drawer-overlay"));
    await waitFor(() => expect(screen.queryByTestId("mobile-drawer")).not.toBeInTheDocument());
  });

  it("opens the drawer on a swipe from the left edge, not from the middle", async () => {
    await renderShell();
    act(() => swipe({ x: 150, y: 300 }, { x: 350, y: 300 }));
    expect(screen.queryByTestId("mobile-drawer")).not.toBeInTheDocument();

    act(() => swipe({ x: 5, y: 300 }, { x: 200, y: 310 }));
    expect(await screen.findByTestId("mobile-drawer")).toBeInTheDocument();
  });
});
