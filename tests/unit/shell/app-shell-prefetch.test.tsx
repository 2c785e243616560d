import { render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { AppRoot } from "@/components/shell/app-root";
import { installFakeFetch } from "./fake-fetch";

// Counts loads of the signed-in app's code (the module's factory runs once, when first loaded).
const mockAppShellLoaded = jest.fn();
jest.mock("@/components/shell/app-shell", () => {
  mockAppShellLoaded();
  return { AppShell: () => <p>app</p> };
});

function renderApp(hasSessionCookie?: boolean) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppRoot hasSessionCookie={hasSessionCookie} />
    </SWRConfig>,
  );
}

describe("AppRoot on a path other than '/'", () => {
  it("leaves the signed-in app's code alone without a cookie: signed out, nothing to check", async () => {
    const fetchMock = installFakeFetch({
      "/api/auth/user": "pending",
      "/api/auth/providers": { status: 200, body: {} },
    });
    renderApp();
    expect(screen.getByTestId("signin-screen")).toBeInTheDocument();
    expect(
      await screen.findByText("Google sign-in is not configured on this server."),
    ).toBeInTheDocument();
    expect(mockAppShellLoaded).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalledWith("/api/auth/user", expect.anything());
  });

  it("fetches the signed-in app's code while the session is checked, with a session cookie", async () => {
    installFakeFetch({ "/api/auth/user": "pending" });
    renderApp(true);
    expect(screen.getByText("Checking your session")).toBeInTheDocument();
    await waitFor(() => expect(mockAppShellLoaded).toHaveBeenCalledTimes(1));
  });
});
