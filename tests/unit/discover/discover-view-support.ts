// The Discover screen's tests share these: a signed-in user with a résumé, a search answer
// and typing a search.
import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { signedInUser } from "../shell/fake-fetch";
import { discoveredJob, installFakeApi, type Call } from "./fake-api";

export const resume = {
  text: "Senior Frontend Engineer\nReact, TypeScript",
  source: "paste",
  fileName: null,
  analyzedKeywords: ["React", "TypeScript"],
  analyzedSkills: ["typescript", "Accessibility"],
  analyzedJobTitles: ["Senior Frontend Engineer"],
  targetRoles: [],
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

export function discoverApi(
  extra: (call: Call) => { status: number; body?: unknown } | undefined = () => undefined,
) {
  return installFakeApi((call) => {
    if (call.path === "/api/auth/user") return { status: 200, body: signedInUser };
    if (call.path === "/api/master-resume") return { status: 200, body: resume };
    return extra(call);
  });
}

export const searchAnswer = (jobs = [discoveredJob()], overrides = {}) => ({
  status: 200,
  body: {
    jobs,
    sources: [
      { source: "remotive", ok: true, count: jobs.length },
      { source: "themuse", ok: false, count: 0, error: "timed out after 8 s" },
    ],
    demo: false,
    sorted: "date",
    page: 1,
    ...overrides,
  },
});

export async function search(
  user: ReturnType<typeof userEvent.setup>,
  titles = "Frontend Engineer",
) {
  await user.type(screen.getByTestId("discover-titles"), titles);
  await user.click(screen.getByTestId("discover-search"));
}
