import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AnalyzeTab } from "@/components/workbench/analyze-tab";
import { HttpError } from "@/lib/client/fetcher";
import { analyzeJob } from "@/lib/client/generate";
import { toast, toastError, toastSuccess } from "@/lib/client/toast-store";
import type { Analysis, JobDetail } from "@/lib/types";
import { makeJobDetail } from "../board/fixtures";

jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));
jest.mock("@/lib/client/generate", () => ({
  ...jest.requireActual("@/lib/client/generate"),
  analyzeJob: jest.fn(),
}));

const mockedAnalyze = jest.mocked(analyzeJob);
const words = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

function makeAnalysis(overrides: Partial<Analysis> = {}): Analysis {
  return {
    score: 72,
    coverageCovered: 5,
    coverageTotal: 8,
    alignmentExplanation: "Strong backend match; cloud experience is thin.",
    strengths: words("strength", 6),
    flags: words("flag", 5),
    gaps: [],
    companyOverview: "",
    matchedKeywords: words("matched", 15),
    jobKeywords: words("job", 13),
    resumeKeywords: ["TypeScript", "PostgreSQL"],
    requirements: [
      { keyword: "TypeScript", kind: "required", evidence: "- Built TypeScript services at scale" },
      { keyword: "PostgreSQL", kind: "preferred", evidence: "• Tuned PostgreSQL queries" },
      { keyword: "Kubernetes", kind: "required", evidence: null },
    ],
    isScored: true,
    ...overrides,
  };
}

function renderTab(job: JobDetail) {
  const user = userEvent.setup();
  render(<AnalyzeTab job={job} />);
  return user;
}

const description =
  "We build payment systems for small shops. You will own our ledger service. Join a small team.";

beforeEach(() => jest.clearAllMocks());

describe("AnalyzeTab without an analysis", () => {
  it("generates, showing a pending state, then toasts success", async () => {
    let resolve!: (job: JobDetail) => void;
    mockedAnalyze.mockReturnValue(new Promise((r) => (resolve = r)));
    const job = makeJobDetail({ id: "j1", description });
    const user = renderTab(job);

    expect(screen.getByText("No analysis yet")).toBeInTheDocument();
    const button = screen.getByTestId("analyze-generate");
    await user.click(button);

    expect(mockedAnalyze).toHaveBeenCalledWith("j1");
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent("Analyzing…");

    resolve({ ...job, analysis: makeAnalysis() });
    await waitFor(() => expect(button).toBeEnabled());
    expect(toastSuccess).toHaveBeenCalledWith("Job analysis generated successfully");
    expect(toastError).not.toHaveBeenCalled();
  });

  it.each([
    [
      new HttpError(
        400,
        "400: {}",
        "Add your master résumé first: the analysis compares it with this job.",
      ),
      "Add your master résumé first: the analysis compares it with this job.",
    ],
    [new HttpError(500, "500: boom", "boom"), "Failed to generate analysis"],
    [new TypeError("Failed to fetch"), "Failed to generate analysis"],
  ])("toasts the right message when generation fails (%#)", async (error, message) => {
    mockedAnalyze.mockRejectedValue(error);
    const user = renderTab(makeJobDetail({ description }));
    await user.click(screen.getByTestId("analyze-generate"));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith(message));
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(screen.getByTestId("analyze-generate")).toBeEnabled();
  });
});

describe("AnalyzeTab with an analysis", () => {
  const job = makeJobDetail({
    id: "j2",
    title: "Platform Engineer",
    company: "Acme",
    description,
    analysis: makeAnalysis(),
  });

  it("shows score, coverage, empty gaps, overview placeholder and the TLDR", () => {
    renderTab(job);
    expect(screen.getByTestId("analysis-score")).toHaveTextContent("72/100");
    expect(screen.getByTestId("analysis-coverage")).toHaveTextContent("5/8");
    expect(screen.getByTestId("analysis-coverage")).toHaveTextContent("63%");
    expect(screen.getByText("Strong backend match; cloud experience is thin.")).toBeInTheDocument();
    expect(screen.getByTestId("analysis-gaps")).toHaveTextContent("No significant gaps identified");
    expect(screen.getByText("No company overview yet.")).toBeInTheDocument();
    expect(screen.getByTestId("analysis-tldr")).toHaveTextContent("0.1 min read");
    expect(screen.getByTestId("analysis-tldr")).toHaveTextContent(
      "We build payment systems for small shops.",
    );
    expect(screen.getByTestId("analyze-regenerate")).toHaveTextContent("Regenerate Analysis");
  });

  it("quotes the covering résumé line without its bullet, and marks gaps", () => {
    renderTab(job);
    const list = screen.getByTestId("analysis-requirements");
    const evidence = within(list).getAllByTestId("analysis-evidence");
    expect(evidence.map((e) => e.textContent)).toEqual([
      "Built TypeScript services at scale",
      "Tuned PostgreSQL queries",
    ]);
    expect(within(list).getAllByText("Required")).toHaveLength(2);
    expect(within(list).getByText("Preferred")).toBeInTheDocument();
    expect(within(list).getByTestId("analysis-requirement-gap")).toHaveTextContent(
      "Not found in your résumé",
    );
    expect(list).toHaveTextContent("2 of 3 covered");
  });

  it("marks the words that show a requirement, says what a structured ask measured, and lists conditions", () => {
    renderTab(
      makeJobDetail({
        ...job,
        analysis: makeAnalysis({
          requirements: [
            {
              keyword: "Renewals",
              kind: "required",
              type: "skill",
              evidence: "- Own 38 accounts; 96% gross renewal rate.",
              matched: ["renewal"],
            },
            {
              keyword: "10+ years in customer success",
              kind: "required",
              type: "years",
              evidence: null,
              detail: "about 8.4 years in matching roles; the posting asks for 10+",
            },
            {
              keyword: "headcount planning",
              kind: "required",
              type: "phrase",
              evidence: null,
              partial: "- Built the onboarding plan for new hires.",
              matched: ["plan"],
            },
          ],
          conditions: [
            { keyword: "Travel up to 25%", kind: "required", asked: "Travel up to 25%" },
            {
              keyword: "Eastern or Central time zone",
              kind: "required",
              asked: "Eastern or Central time zone",
              check: {
                met: true,
                detail: "Your résumé says Charlotte, NC, in the Eastern time zone.",
              },
            },
          ],
        }),
      }),
    );
    const list = screen.getByTestId("analysis-requirements");
    expect(
      within(list)
        .getAllByTestId("evidence-match")
        .map((m) => m.textContent),
    ).toEqual(["renewal", "plan"]);
    expect(within(list).getByTestId("analysis-requirement-gap")).toHaveTextContent(
      "Not met: about 8.4 years in matching roles; the posting asks for 10+",
    );
    expect(within(list).getByTestId("analysis-requirement-partial")).toHaveTextContent(
      "Partly shown",
    );
    const conditions = within(list).getByTestId("analysis-conditions");
    expect(conditions).toHaveTextContent("Travel up to 25%");
    expect(conditions).toHaveTextContent(
      "Eastern or Central time zoneYour résumé says Charlotte, NC, in the Eastern time zone.",
    );
  });

  it("caps keyword boxes at 12 chips and strengths and areas at 4", () => {
    renderTab(job);
    const chips = (name: string) =>
      within(screen.getByRole("list", { name })).getAllByRole("listitem");
    expect(chips("Matched Keywords")).toHaveLength(12);
    expect(chips("Job Requirements")).toHaveLength(12);
    expect(chips("Your Skills")).toHaveLength(2);
    expect(screen.getByTestId("analysis-matched-keywords")).toHaveTextContent("+3 more");
    expect(within(screen.getByTestId("analysis-strengths")).getAllByRole("listitem")).toHaveLength(
      4,
    );
    expect(within(screen.getByTestId("analysis-flags")).getAllByRole("listitem")).toHaveLength(4);
  });

  it("shows the explanation instead of the score bar when unscored", () => {
    renderTab({
      ...job,
      analysis: makeAnalysis({
        isScored: false,
        score: 0,
        alignmentExplanation: "This job lists no requirements we could recognise.",
      }),
    });
    expect(screen.queryByTestId("analysis-score")).not.toBeInTheDocument();
    expect(screen.getByTestId("analysis-unscored")).toHaveTextContent(
      "This job lists no requirements we could recognise.",
    );
  });

  it("regenerates with the same flow", async () => {
    mockedAnalyze.mockResolvedValue(job);
    const user = renderTab(job);
    await user.click(screen.getByTestId("analyze-regenerate"));
    expect(mockedAnalyze).toHaveBeenCalledWith("j2");
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith("Job analysis generated successfully"),
    );
  });

  it("copies a plain-text summary", async () => {
    const user = renderTab(job);
    await user.click(screen.getByTestId("analysis-copy"));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Copied!" })),
    );
    const text = await navigator.clipboard.readText();
    expect(text).toContain("Job analysis: Platform Engineer at Acme");
    expect(text).toContain("Alignment score: 72/100");
    expect(text).toContain("Coverage: 5/8 (63%)");
    expect(text).toContain("- strength4");
    expect(text).not.toContain("strength5");
    expect(text).toContain("No significant gaps identified");
    expect(text).toContain("matched12");
    expect(text).not.toContain("matched13");
  });

  it("says when copying is not supported", () => {
    render(<AnalyzeTab job={job} />);
    const original = Object.getOwnPropertyDescriptor(window.navigator, "clipboard");
    Object.defineProperty(window.navigator, "clipboard", { value: undefined, configurable: true });
    try {
      fireEvent.click(screen.getByTestId("analysis-copy"));
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Copy not supported", variant: "destructive" }),
      );
    } finally {
      if (original) Object.defineProperty(window.navigator, "clipboard", original);
    }
  });

  it("toasts an error when the clipboard refuses", async () => {
    const writeText = jest.fn().mockRejectedValue(new Error("denied"));
    const original = Object.getOwnPropertyDescriptor(window.navigator, "clipboard");
    Object.defineProperty(window.navigator, "clipboard", {
      value: { writeText },
      configurable: true,
    });
    try {
      render(<AnalyzeTab job={job} />);
      fireEvent.click(screen.getByTestId("analysis-copy"));
      await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to copy to clipboard"));
    } finally {
      if (original) Object.defineProperty(window.navigator, "clipboard", original);
    }
  });
});

describe("AnalyzeTab when the analysis is out of date", () => {
  it("says why, and Refresh analyzes again", async () => {
    mockedAnalyze.mockResolvedValue(makeJobDetail({ id: "j1" }));
    const stale = makeJobDetail({ id: "j1", description, analysis: makeAnalysis() });
    stale.staleness = { ...stale.staleness, analysis: "job-description" };
    const user = renderTab(stale);

    expect(screen.getByTestId("analysis-stale")).toHaveTextContent(
      "Written for an earlier version of the job description.",
    );
    await user.click(screen.getByTestId("analysis-stale-refresh"));
    expect(mockedAnalyze).toHaveBeenCalledWith("j1");
  });

  it("shows nothing for an up-to-date analysis", () => {
    renderTab(makeJobDetail({ id: "j1", description, analysis: makeAnalysis() }));
    expect(screen.queryByTestId("analysis-stale")).not.toBeInTheDocument();
  });
});
