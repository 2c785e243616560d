import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { SignedInAppRoot } from "@/components/shell/signed-in-app-root";
import { useJobs, useMasterResume } from "@/lib/client/hooks";
import { FIRST_VIEW_GLOBAL, firstViewScript } from "@/lib/client/first-view-script";
import { signIn } from "@/lib/client/sign-in";
import { installFakeFetch, signedInUser, type Route } from "./fake-fetch";

jest.mock("@/lib/client/sign-in", () => ({ signIn: jest.fn() }));
// What the stand-in for the signed-in app showed, render by render.
const probeRenders: string[] = [];

// A stand-in for the signed-in app that reads what the dashboard and the sidebar read.
jest.mock("@/components/shell/app-shell", () => ({
  AppShell: function FirstViewProbe() {
    const jobs = useJobs();
    const resume = useMasterResume();
    const text =
      jobs.isLoading || resume.isLoading
        ? "loading"
        : jobs.error
          ? "jobs failed"
          : `${jobs.jobs.length} jobs, résumé ${resume.resume?.text}`;
    probeRenders.push(text);
    return <p data-testid="probe">{text}</p>;
  },
}));

const signedIn: Record<string, Route> = {
  "/api/auth/user": { status: 200, body: signedInUser },
  "/api/jobs": { status: 200, body: [{ id: "j1" }, { id: "j2" }] },
  "/api/master-resume": { status: 200, body: { text: "Ada's résumé" } },
  "/api/professional-snapshot": { status: 200, body: { summary: null } },
  "/api/auth/providers": { status: 200, body: {} },
};

const calls = (fetchMock: jest.Mock, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path).length;

/** Runs the page's inline script, as the HTML of a request with a session cookie does. */
function runFirstViewScript() {
  new Function(firstViewScript())();
}

afterEach(() => {
  probeRenders.length = 0;
  delete (window as unknown as Record<string, unknown>)[FIRST_VIEW_GLOBAL];
});

function renderApp() {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SignedInAppRoot />
    </SWRConfig>,
  );
}

describe("The first signed-in view's requests sent by the page's script", () => {
  it("are what the session check and the view use, each asked once", async () => {
    const fetchMock = installFakeFetch(signedIn);
    runFirstViewScript();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    renderApp();
    expect(await screen.findByText("2 jobs, résumé Ada's résumé")).toBeInTheDocument();
    for (const path of ["/api/auth/user", "/api/jobs", "/api/master-resume"]) {
      expect(calls(fetchMock, path)).toBe(1);
    }
    // The answers had arrived with the session check's: the view never rendered without them.
    expect(probeRenders).not.toContain("loading");
  });

  it("that arrive late still reach the view, which shows its loading state until then", async () => {
    let answerJobs: (response: Response) => void = () => {};
    const fetchMock = installFakeFetch({ ...signedIn, "/api/jobs": "pending" });
    const pendingJobs = new Promise<Response>((resolve) => (answerJobs = resolve));
    runFirstViewScript();
    const started = (window as unknown as Record<string, Record<string, unknown>>)[
      FIRST_VIEW_GLOBAL
    ];
    started["/api/jobs"] = pendingJobs;
    renderApp();
    expect(await screen.findByText("loading")).toBeInTheDocument();
    answerJobs({ ok: true, status: 200, json: async () => [{ id: "j1" }] } as Response);
    expect(await screen.findByText("1 jobs, résumé Ada's résumé")).toBeInTheDocument();
    expect(calls(fetchMock, "/api/jobs")).toBe(1);
  });

  it("are dropped for an ended session: after signing in, the view asks afresh", async () => {
    const ended: Route = { status: 401, body: { message: "Unauthorized" } };
    const routes: Record<string, Route> = {
      ...signedIn,
      "/api/auth/user": ended,
      "/api/jobs": ended,
      "/api/master-resume": ended,
    };
    const fetchMock = installFakeFetch(routes);
    runFirstViewScript();
    jest.mocked(signIn).mockImplementation(async () => {
      Object.assign(routes, signedIn);
      return { ok: true, error: null, status: 200, url: "/" };
    });
    const user = userEvent.setup();
    renderApp();

    await user.type(await screen.findByTestId("signin-email"), "ada@example.com");
    await user.type(screen.getByTestId("signin-password"), "correct horse");
    await user.click(screen.getByTestId("signin-submit"));

    expect(await screen.findByText("2 jobs, résumé Ada's résumé")).toBeInTheDocument();
    expect(calls(fetchMock, "/api/jobs")).toBe(2);
  });

  it("are asked by the app itself when the page sent none", async () => {
    const fetchMock = installFakeFetch(signedIn);
    renderApp();
    expect(await screen.findByText("2 jobs, résumé Ada's résumé")).toBeInTheDocument();
    expect(calls(fetchMock, "/api/auth/user")).toBe(1);
    expect(calls(fetchMock, "/api/jobs")).toBe(1);
    expect(probeRenders[0]).toBe("loading");
  });
});
