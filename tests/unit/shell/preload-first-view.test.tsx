import { render, screen } from "@testing-library/react";
import { AppRoot } from "@/components/shell/app-root";
import { useJobs } from "@/lib/client/hooks";
import { installFakeFetch, signedInUser } from "./fake-fetch";

// A stand-in for the signed-in app that reads the jobs the way the sidebar does.
jest.mock("@/components/shell/app-shell", () => ({
  AppShell: function JobsProbe() {
    const { jobs, isLoading } = useJobs();
    return <p data-testid="jobs-probe">{isLoading ? "loading" : `${jobs.length} jobs`}</p>;
  },
}));

const routes = {
  "/api/auth/user": { status: 200, body: signedInUser },
  "/api/jobs": { status: 200, body: [{ id: "j1" }, { id: "j2" }] },
  "/api/master-resume": { status: 200, body: null },
  "/api/professional-snapshot": { status: 200, body: { summary: null } },
};

const calls = (fetchMock: jest.Mock, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path).length;

describe("The first signed-in view's requests", () => {
  it("start once the session is known when the page came with a session cookie, each asked once", async () => {
    const fetchMock = installFakeFetch(routes);
    render(<AppRoot hasSessionCookie />);
    expect(await screen.findByText("2 jobs")).toBeInTheDocument();
    expect(calls(fetchMock, "/api/jobs")).toBe(1);
    expect(calls(fetchMock, "/api/master-resume")).toBe(1);
    expect(calls(fetchMock, "/api/professional-snapshot")).toBe(1);
  });

  it("are left to the views without a session cookie (a sign-in in this page)", async () => {
    const fetchMock = installFakeFetch(routes);
    render(<AppRoot />);
    expect(await screen.findByTestId("jobs-probe")).toBeInTheDocument();
    expect(calls(fetchMock, "/api/master-resume")).toBe(0);
  });
});
