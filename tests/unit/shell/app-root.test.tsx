import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

function renderApp() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppRoot />
    </SWRConfig>,
  );
}

afterEach(() => jest.useRealTimers());

describe("AppRoot", () => {
  it("shows the session check while the user request is in flight", () => {
    installFakeFetch({ "/api/auth/user": "pending", "/api/auth/providers": "pending" });
    renderApp();
    expect(screen.getByText("Checking your session")).toBeInTheDocument();
    expect(screen.getByText("Hang tight while we verify your credentials.")).toBeInTheDocument();
    expect(screen.queryByTestId("signin-email")).not.toBeInTheDocument();
  });

  it("shows the sign-in screen when signed out, with Google disabled when not configured", async () => {
    installFakeFetch({
      "/api/auth/user": { status: 401, body: { message: "Unauthorized" } },
      "/api/auth/providers": { status: 200, body: { credentials: { id: "credentials" } } },
    });
    renderApp();
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
      "/api/auth/user": { status: 401, body: { message: "Unauthorized" } },
      "/api/auth/providers": { status: 200, body: { credentials: {}, google: {} } },
    });
    const user = userEvent.setup();
    renderApp();
    await waitFor(() => expect(screen.getByTestId("google-signin")).toBeEnabled());
    await user.click(screen.getByTestId("google-signin"));
    expect(signInMock).toHaveBeenCalledWith("google", { callbackUrl: "/" });
    expect(
      screen.queryByText("Google sign-in is not configured on this server."),
    ).not.toBeInTheDocument();
  });

  it("signs in with email and password, then shows the app", async () => {
    const routes: Record<string, Route> = {
      "/api/auth/user": { status: 401, body: { message: "Unauthorized" } },
      "/api/auth/providers": { status: 200, body: {} },
      "/api/jobs": { status: 200, body: [] },
    };
    installFakeFetch(routes);
    signInMock.mockImplementation(async () => {
      routes["/api/auth/user"] = { status: 200, body: signedInUser };
      return { ok: true, error: null, status: 200, url: "/" };
    });
    const user = userEvent.setup();
    renderApp();

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
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/auth/user")).toHaveLength(2);
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
