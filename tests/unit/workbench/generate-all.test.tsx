import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import {
  GENERATE_ALL_STEPS,
  GenerateAllOverlay,
  STEP_INTERVAL_MS,
} from "@/components/jobs/generate-all-overlay";
import { WorkbenchHeader } from "@/components/workbench/workbench-header";
import { HttpError } from "@/lib/client/fetcher";
import { generateAll } from "@/lib/client/generate";
import { toast, toastError, toastSuccess } from "@/lib/client/toast-store";
import type { JobDetail } from "@/lib/types";
import { makeJobDetail } from "../board/fixtures";
import { fairFit, poorFit } from "../jobs/fit-fixtures";
import { installFakeFetch } from "../shell/fake-fetch";
import { renderWithProviders } from "../shell/render-with-providers";

jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));
jest.mock("@/lib/client/generate", () => ({
  ...jest.requireActual("@/lib/client/generate"),
  generateAll: jest.fn(),
}));

const mockedGenerateAll = jest.mocked(generateAll);
const job = makeJobDetail({ id: "j1", title: "Platform Engineer", company: "Acme" });
const analysis = { score: 50 } as JobDetail["analysis"];

function renderHeader(value: JobDetail, options?: Parameters<typeof userEvent.setup>[0]) {
  const user = userEvent.setup(options);
  renderWithProviders(<WorkbenchHeader job={value} />, "job-detail");
  return user;
}

const withFakeTimers = { advanceTimers: (ms: number) => jest.advanceTimersByTime(ms) };

/** The header as the workbench shows it: the written job, once answered, replaces the prop. */
function LiveHeader({ written }: { written: Promise<JobDetail> }) {
  const [value, setValue] = useState(job);
  useEffect(() => void written.then(setValue), [written]);
  return <WorkbenchHeader job={value} />;
}

const stepStates = () =>
  screen
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("data-state") ?? "")
    .join(" ");

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  installFakeFetch({ "/api/jobs/j1/fit": { status: 200, body: fairFit } });
});

describe("Generate All in the workbench header", () => {
  it("is offered while nothing has been generated", () => {
    renderHeader(job);
    expect(screen.getByTestId("workbench-generate-all")).toHaveTextContent("Generate All");
    expect(screen.queryByTestId("generate-all-overlay")).not.toBeInTheDocument();
  });

  it.each<[string, Partial<JobDetail>]>([
    ["an analysis", { analysis }],
    ["a tailored résumé", { resume: { text: "Résumé", recommendations: [] } }],
    ["a cover letter", { coverLetter: { text: "Dear team" } }],
    ["questions", { questions: [{ id: "q", question: "Why?", answer: "" }] }],
  ])("is hidden once the job has %s", (_, generated) => {
    renderHeader({ ...job, ...generated });
    expect(screen.queryByTestId("workbench-generate-all")).not.toBeInTheDocument();
    expect(screen.getByTestId("workbench-title")).toHaveTextContent("Platform Engineer");
  });

  it("shows the overlay while generating, then toasts success", async () => {
    let resolve!: (value: JobDetail) => void;
    mockedGenerateAll.mockReturnValue(new Promise((r) => (resolve = r)));
    const user = renderHeader(job);
    await user.click(screen.getByTestId("workbench-generate-all"));

    expect(mockedGenerateAll).toHaveBeenCalledWith("j1");
    const overlay = screen.getByTestId("generate-all-overlay");
    expect(overlay).toHaveAttribute("role", "dialog");
    expect(overlay).toHaveAttribute("aria-modal", "true");
    expect(overlay).toHaveAccessibleName("Generating complete job application package...");
    expect(screen.getByTestId("workbench-generate-all")).toBeDisabled();

    await act(async () => resolve({ ...job, analysis }));
    expect(toastSuccess).toHaveBeenCalledWith("All content generated successfully");
    expect(toastError).not.toHaveBeenCalled();
  });

  it("keeps the overlay up for its 3 s, though the answer was quicker and the button is gone", async () => {
    jest.useFakeTimers();
    try {
      let answer!: (value: JobDetail) => void;
      const written = new Promise<JobDetail>((resolve) => (answer = resolve));
      mockedGenerateAll.mockReturnValue(written);
      const user = userEvent.setup(withFakeTimers);
      renderWithProviders(<LiveHeader written={written} />, "job-detail");
      await user.click(screen.getByTestId("workbench-generate-all"));
      await act(async () => answer({ ...job, analysis }));

      expect(screen.queryByTestId("workbench-generate-all")).not.toBeInTheDocument();
      expect(toastSuccess).toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByTestId("generate-all-overlay")).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByTestId("generate-all-overlay")).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    [new HttpError(500, "500: boom", "boom"), "Failed to generate content"],
    [new TypeError("Failed to fetch"), "Failed to generate content"],
    [
      new HttpError(400, "400: {}", "Add your master résumé first: everything is built from it."),
      "Add your master résumé first: everything is built from it.",
    ],
  ])("toasts the failure at once (%#)", async (error, message) => {
    mockedGenerateAll.mockRejectedValue(error);
    const user = renderHeader(job);
    await user.click(screen.getByTestId("workbench-generate-all"));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith(message));
    expect(screen.getByTestId("workbench-generate-all")).toBeEnabled();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("stays silent on a lost session", async () => {
    mockedGenerateAll.mockRejectedValue(new HttpError(401, "401: Unauthorized", "Unauthorized"));
    const user = renderHeader(job);
    await user.click(screen.getByTestId("workbench-generate-all"));

    await waitFor(() => expect(screen.getByTestId("workbench-generate-all")).toBeEnabled());
    expect(toastError).not.toHaveBeenCalled();
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});

describe("Generate All for a job the résumé fits poorly", () => {
  beforeEach(() => {
    installFakeFetch({ "/api/jobs/j1/fit": { status: 200, body: poorFit } });
    mockedGenerateAll.mockResolvedValue({ ...job, analysis });
  });

  it("says why the fit is poor, and Cancel writes nothing and returns focus", async () => {
    const user = renderHeader(job);
    await user.click(screen.getByTestId("workbench-generate-all"));

    const dialog = await screen.findByTestId("fit-gate-dialog");
    expect(dialog).toHaveAccessibleName("This job is a poor fit for your résumé");
    expect(screen.getByTestId("fit-gate-summary")).toHaveTextContent(
      "It scores 0/100 against your master résumé, with 0 of 12 requirements covered.",
    );
    expect(
      within(screen.getByTestId("fit-gate-reasons"))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(poorFit.flags.slice(0, 4));

    await user.click(screen.getByTestId("fit-gate-cancel"));
    expect(screen.queryByTestId("fit-gate-dialog")).not.toBeInTheDocument();
    expect(mockedGenerateAll).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId("workbench-generate-all")).toHaveFocus());
  });

  it("writes on 'Write anyway', and does not ask again for the job this session", async () => {
    jest.useFakeTimers();
    try {
      const fakeFetch = installFakeFetch({ "/api/jobs/j1/fit": { status: 200, body: poorFit } });
      const user = renderHeader(job, withFakeTimers);
      await user.click(screen.getByTestId("workbench-generate-all"));
      await user.click(await screen.findByTestId("fit-gate-action"));
      await waitFor(() => expect(mockedGenerateAll).toHaveBeenCalledWith("j1"));
      act(() => jest.advanceTimersByTime(3000));

      await user.click(screen.getByTestId("workbench-generate-all"));
      await waitFor(() => expect(mockedGenerateAll).toHaveBeenCalledTimes(2));
      expect(screen.queryByTestId("fit-gate-dialog")).not.toBeInTheDocument();
      expect(fakeFetch).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("is busy but keeps focus while the fit loads, and a double click asks once", async () => {
    const fakeFetch = installFakeFetch({ "/api/jobs/j1/fit": "pending" });
    const user = renderHeader(job);
    const button = screen.getByTestId("workbench-generate-all");
    await user.dblClick(button);

    expect(fakeFetch).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    expect(mockedGenerateAll).not.toHaveBeenCalled();
  });

  it.each([
    ["a job with nothing to score", { ...poorFit, isScored: false, isPoorFit: false }],
    ["a fair fit", fairFit],
  ])("does not ask for %s", async (_case, fit) => {
    installFakeFetch({ "/api/jobs/j1/fit": { status: 200, body: fit } });
    const user = renderHeader(job);
    await user.click(screen.getByTestId("workbench-generate-all"));
    await waitFor(() => expect(mockedGenerateAll).toHaveBeenCalledWith("j1"));
    expect(screen.queryByTestId("fit-gate-dialog")).not.toBeInTheDocument();
  });
});

describe("GenerateAllOverlay", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("lists the four steps under the title", () => {
    render(<GenerateAllOverlay open run={1} />);
    expect(screen.getByRole("dialog")).toHaveTextContent(
      "Generating complete job application package...",
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Analyzing job requirements",
      "Tailoring résumé",
      "Writing cover letter",
      "Preparing interview questions",
    ]);
  });

  it("advances a step every 750 ms and holds the last one until the work ends", () => {
    expect(STEP_INTERVAL_MS * GENERATE_ALL_STEPS.length).toBe(3000);
    render(<GenerateAllOverlay open run={1} />);
    expect(stepStates()).toBe("active pending pending pending");
    expect(screen.getByRole("status")).toHaveTextContent("Analyzing job requirements");

    act(() => jest.advanceTimersByTime(749));
    expect(stepStates()).toBe("active pending pending pending");
    act(() => jest.advanceTimersByTime(1));
    expect(stepStates()).toBe("done active pending pending");
    expect(screen.getByRole("status")).toHaveTextContent("Tailoring résumé");
    act(() => jest.advanceTimersByTime(750));
    expect(stepStates()).toBe("done done active pending");
    act(() => jest.advanceTimersByTime(750));
    expect(stepStates()).toBe("done done done active");

    act(() => jest.advanceTimersByTime(60_000));
    expect(stepStates()).toBe("done done done active");
    expect(screen.getByRole("status")).toHaveTextContent("Preparing interview questions");
  });

  it("stays up 3 s from opening when the work ends sooner, then says it has gone", () => {
    const onClosed = jest.fn();
    const { rerender } = render(<GenerateAllOverlay open={false} run={0} onClosed={onClosed} />);
    rerender(<GenerateAllOverlay open run={1} onClosed={onClosed} />);
    act(() => jest.advanceTimersByTime(1000));
    rerender(<GenerateAllOverlay open={false} run={1} onClosed={onClosed} />);
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId("generate-all-overlay")).toBeInTheDocument();
    expect(onClosed).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId("generate-all-overlay")).not.toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it("starts again at the first step on the next run", () => {
    const { rerender } = render(<GenerateAllOverlay open run={1} />);
    act(() => jest.advanceTimersByTime(3000));
    rerender(<GenerateAllOverlay open={false} run={1} />);
    expect(screen.queryByTestId("generate-all-overlay")).not.toBeInTheDocument();
    rerender(<GenerateAllOverlay open run={2} />);
    expect(stepStates()).toBe("active pending pending pending");
  });

  it("hints after 15 s that the work may take up to a minute", async () => {
    mockedGenerateAll.mockReturnValue(new Promise(() => {}));
    renderHeader(job);
    // The fit check answers first; then the work and its hint timer start.
    await act(async () => screen.getByTestId("workbench-generate-all").click());

    act(() => jest.advanceTimersByTime(14_999));
    expect(toast).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(toast).toHaveBeenCalledWith({
      title: "Still working",
      description: "This may take up to a minute.",
    });
  });
});

describe("generateAll", () => {
  it("posts to the generate-all endpoint and returns the job", async () => {
    const { generateAll: realGenerateAll } =
      jest.requireActual<typeof import("@/lib/client/generate")>("@/lib/client/generate");
    const body = makeJobDetail({ id: "j9", coverLetter: { text: "Dear team" } });
    const fakeFetch = installFakeFetch({ "/api/jobs/j9/generate-all": { status: 200, body } });

    await expect(realGenerateAll("j9")).resolves.toEqual(body);
    expect(fakeFetch).toHaveBeenCalledWith(
      "/api/jobs/j9/generate-all",
      expect.objectContaining({ method: "POST", body: undefined, credentials: "include" }),
    );
  });
});
