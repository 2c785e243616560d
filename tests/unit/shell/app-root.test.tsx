import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { signIn } from "@/lib/client/sign-in";
import { SWRConfig } from "swr";
import { AppRoot } from "@/components/shell/app-root";
import { installFakeFetch, signedInUser, type Route } from "./fake-fetch";

jest.mock("@/lib/client/sign-in", () => ({ signIn: jest.fn() }));
// The dashboard belongs to another area; a stand-in keeps this test about the shell.
jest.mock("@/components/dashboard/dashboard-view", () => ({
  DashboardView: () => <h1>Dashboard view</h1>,
}));

const signInMock = jest.mocked(signIn);

/** `hasSessionCookie`: the server's hint that the page's request carried a session cookie. */
function renderApp({ hasSessionCookie = true } = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppRoot hasSessionCookie={hasSessionCookie} />
    </SWRConfig>,
  );
}

const userRequests = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url]) => url === "/api/auth/user").length;

afterEach(() => jest.useRealTimers());

describe("AppRoot", () => {
  it("shows the session check while the user request is in flight", () => {
    installFakeFetch({ "/api/auth/user": "pending", "/api/auth/providers": "pending" });
    renderApp();
    expect(screen.getByText("Checking your session")).toBeInTheDocument();
    expect(screen.getByText("Hang tight while we verify your credentials.")).toBeInTheDocument();
    expect(screen.queryByTestId("signin-email")).not.toBeInTheDocument();
  });

  it("shows the sign-in screen at once without a session cookie, asking nothing about the session", async () => {
    const fetchMock = installFakeFetch({
      "/api/auth/user": { status: 401, body: { message: "Unauthorized" } },
      "/api/auth/providers": { status: 200, body: { credentials: {} } },
    });
    renderApp({ hasSessionCookie: false });
    expect(screen.getByTestId("signin-screen")).toBeInTheDocument();
    expect(screen.queryByText("Checking your session")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("google-signin")).toBeDisabled());
    expect(userRequests(fetchMock)).toBe(0);
  });

  it("renders the wait screen on the server, then the sign-in screen once hydrated, asking nothing", async () => {
    const fetchMock = installFakeFetch({ "/api/auth/providers": { status: 200, body: {} } });
    const consoleError = jest.spyOn(console, "error");
    const ui = (
      <SWRConfig value={{ provider: () => new Map() }}>
        <AppRoot />
      </SWRConfig>
    );
    // No form in the HTML: it could be typed into or submitted before its code runs.
    const html = renderToString(ui);
    expect(html).toContain("Checking your session");
    expect(html).not.toContain("signin-email");

    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = html;
    const root = await act(async () => hydrateRoot(container, ui));
    expect(await screen.findByTestId("signin-screen")).toBeInTheDocument();
    await screen.findByText("Google sign-in is not configured on this server.");
    expect(userRequests(fetchMock)).toBe(0);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it("checks the session with a session cookie, and shows the sign-in screen for an ended one", async () => {
    const fetchMock = installFakeFetch({
      "/api/auth/user": { status: 401, body: { message: "Unauthorized" } },
      "/api/auth/providers": { status: 200, body: {} },
    });
    renderApp();
    expect(screen.getByText("Checking your session")).toBeInTheDocument();
    expect(await screen.findByTestId("signin-screen")).toBeInTheDocument();
    expect(userRequests(fetchMock)).toBe(1);
  });

  it("shows the sign-in screen when signed out, with Google disabled when not configured", async () => {
    installFakeFetch({
      "/api/auth/providers": { status: 200, body: { credentials: { id: "credentials" } } },
    });
    renderApp({ hasSessionCookie: false });
    expect(await screen.findByText("Use Google or continue with email.")).toBeInTheDocument();
    expect(screen.getByTestId("signin-email")).toHaveAttribute("type", "email");
    expect(screen.getByTestId("signin-password")).toHaveAttribute("type", "password");
    expect(screen.getByTestId("signin-submit")).toHaveTextContent("Sign in");
    expect(screen.getByText("or")).toBeInTheDocument();
    expect(
      await screen.findByText("Google sign-in is not configured on this server."),
    ).toBeInTheDocument();
    expect(screen.getByTestId("google-signin")).toBeDisabled();
  });

  it("enables Google when the server offers it", async () => {
    installFakeFetch({
      "/api/auth/providers": { status: 200, body: { credentials: {}, google: {} } },
    });
    const user = userEvent.setup();
    renderApp({ hasSessionCookie: false });
    await waitFor(() => expect(screen.getByTestId("google-signin")).toBeEnabled());
    await user.click(screen.getByTestId("google-signin"));
    expect(signInMock).toHaveBeenCalledWith("google", { callbackUrl: "/" });
    expect(
      screen.queryByText("Google sign-in is not configured on this server."),
    ).not.toBeInTheDocument();
  });

  it("signs in with email and password, then checks the session once and shows the app", async () => {
    const routes: Record<string, Route> = {
      "/api/auth/user": { status: 401, body: { message: "Unauthorized" } },
      "/api/auth/providers": { status: 200, body: {} },
      "/api/jobs": { status: 200, body: [] },
    };
    const fetchMock = installFakeFetch(routes);
    signInMock.mockImplementation(async () => {
      routes["/api/auth/user"] = { status: 200, body: signedInUser };
      return { ok: true, error: null, status: 200, url: "/" };
    });
    const user = userEvent.setup();
    renderApp({ hasSessionCookie: false });

    await user.type(await screen.findByTestId("signin-email"), "ada@example.com");
    await user.type(screen.getByTestId("signin-password"), "correct horse");
    await user.click(screen.getByTestId("signin-submit"));

    expect(signInMock).toHaveBeenCalledWith("credentials", {
      email: "ada@example.com",
      password: "correct horse",
      redirect: false,
    });
    expect(await screen.findByTestId("sidebar")).toBeInTheDocument();
    expect(screen.getByText("Dashboard view")).toBeInTheDocument();
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(userRequests(fetchMock)).toBe(1);
  });

  it("offers a retry when the session check fails for another reason", async () => {
    const routes: Record<string, Route> = {
      "/api/auth/user": { status: 500, body: { message: "Database unavailable" } },
      "/api/jobs": { status: 200, body: [] },
    };
    const fetchMock = installFakeFetch(routes);
    const user = userEvent.setup();
    renderApp();

    expect(await screen.findByTestId("session-error")).toHaveTextContent("Database unavailable");
    routes["/api/auth/user"] = { status: 200, body: signedInUser };
    await user.click(screen.getByTestId("session-retry"));
    expect(await screen.findByTestId("sidebar")).toBeInTheDocument();
    expect(userRequests(fetchMock)).toBe(2);
  });

  it("warns and heads to log in when a data request answers 401", async () => {
    installFakeFetch({
      "/api/auth/user": { status: 200, body: signedInUser },
      "/api/jobs": { status: 401, body: { message: "Unauthorized" } },
    });
    // jsdom cannot navigate; it reports the attempt through console.error.
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    renderApp();

    const toast = await screen.findByTestId("toast");
    expect(toast).toHaveTextContent("Unauthorized");
    expect(toast).toHaveTextContent("You are logged out. Logging in again...");
    expect(toast).toHaveAttribute("data-variant", "destructive");
    expect(consoleError).not.toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining("navigation") }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining("navigation") }),
    );
    consoleError.mockRestore();
  });
});
