import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { twMerge } from "tailwind-merge";
import { SignedInAppRoot } from "@/components/shell/signed-in-app-root";
import { setClassMerger } from "@/lib/utils";
import { installFakeFetch, signedInUser, type Route } from "./fake-fetch";

// The first signed-in view (shell, sidebar, dashboard, and the résumé editor and add-job
// form it loads at once) joins classes without tailwind-merge (lib/utils.ts): what it renders
// must be exactly what tailwind-merge would have made of it.

const job = (n: number, status: string) => ({
  id: `job-${n}`,
  title: `Support Engineer ${n}`,
  company: "Northwind",
  description: "Own escalations.",
  url: null,
  salary: "",
  location: null,
  status,
  createdAt: "2026-11-20T10:00:00Z",
  updatedAt: "2026-11-21T10:00:00Z",
});

const RESUME = {
  text: "Ada Lovelace\nSupport Engineer\n\nEXPERIENCE\nSupport Engineer, Northwind (2020 - Present)",
  source: "paste",
  fileName: null,
  analyzedKeywords: ["Support Engineer", "Zendesk"],
  analyzedSkills: ["Zendesk", "SQL"],
  analyzedJobTitles: ["Support Engineer"],
  targetRoles: ["Support Lead"],
  createdAt: "2026-11-20T10:00:00Z",
  updatedAt: "2026-11-20T10:00:00Z",
};

function routes(resume: unknown, jobs: unknown[]): Record<string, Route> {
  return {
    "/api/auth/user": { status: 200, body: signedInUser },
    "/api/jobs": { status: 200, body: jobs },
    "/api/master-resume": { status: 200, body: resume },
    "/api/professional-snapshot": {
      status: 200,
      body: { summary: resume ? "Support engineer." : null },
    },
  };
}

/** Every class attribute in the document that tailwind-merge would have changed. */
function conflictingClassLists() {
  return [...document.body.querySelectorAll("[class]")]
    .map((element) => element.getAttribute("class") ?? "")
    .filter((classes) => twMerge(classes) !== classes);
}

async function renderDashboard(resume: unknown, jobs: unknown[]) {
  installFakeFetch(routes(resume, jobs));
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SignedInAppRoot />
    </SWRConfig>,
  );
  await screen.findByTestId("master-resume");
  // The résumé editor and the add-job form load after the first render.
  await screen.findByTestId("resume-text", undefined, { timeout: 5000 });
}

beforeEach(() => {
  setClassMerger(null);
  localStorage.clear();
});

describe("the first signed-in view's classes without tailwind-merge", () => {
  it("has none in conflict with a résumé and jobs, editing target roles, or collapsed", async () => {
    const user = userEvent.setup();
    await renderDashboard(RESUME, [job(1, "prospect"), job(2, "applied"), job(3, "offer")]);
    await screen.findByText("Support engineer.");
    expect(conflictingClassLists()).toEqual([]);

    await user.click(screen.getByTestId("target-roles-toggle"));
    expect(conflictingClassLists()).toEqual([]);

    await user.click(screen.getByTestId("nav-experimental"));
    expect(
      within(screen.getByTestId("sidebar")).getByRole("region", { name: /Experimental/ }),
    ).toBeInTheDocument();
    expect(conflictingClassLists()).toEqual([]);

    await user.click(screen.getByTestId("sidebar-toggle"));
    expect(screen.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");
    expect(conflictingClassLists()).toEqual([]);
  });

  it("has none in conflict on a first visit's dashboard with no résumé", async () => {
    await renderDashboard(null, []);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(conflictingClassLists()).toEqual([]);
  });
});

describe("the first view on a narrow screen", () => {
  afterEach(() => {
    // @ts-expect-error jsdom has no matchMedia of its own
    delete window.matchMedia;
  });

  it("has no classes in conflict in the top bar and the dashboard", async () => {
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: true,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    await renderDashboard(RESUME, [job(1, "interviewing")]);
    expect(screen.getByTestId("mobile-menu-button")).toBeInTheDocument();
    expect(conflictingClassLists()).toEqual([]);
  });
});

describe("a view loaded later", () => {
  it("installs tailwind-merge with its code", async () => {
    const { withClassMerge } = await import("@/lib/client/with-class-merge");
    const { cn } = await import("@/lib/utils");
    expect(cn("p-2", "p-4")).toBe("p-2 p-4");
    const loaded = await withClassMerge(Promise.resolve({ View: "board" }));
    expect(loaded.View).toBe("board");
    expect(cn("p-2", "p-4")).toBe("p-4");
  });
});
