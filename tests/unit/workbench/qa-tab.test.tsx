import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { questionsText } from "@/components/workbench/qa-actions";
import { QaTab } from "@/components/workbench/qa-tab";
import { HttpError } from "@/lib/client/fetcher";
import { generateQuestions } from "@/lib/client/generate";
import { toast, toastError, toastSuccess } from "@/lib/client/toast-store";
import type { JobDetail } from "@/lib/types";
import { makeJobDetail } from "../board/fixtures";
import { poorFit } from "../jobs/fit-fixtures";
import { installFakeFetch } from "../shell/fake-fetch";
import { renderWithProviders } from "../shell/render-with-providers";

jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));
jest.mock("@/lib/client/generate", () => ({
  ...jest.requireActual("@/lib/client/generate"),
  generateQuestions: jest.fn(),
}));

const mockedGenerate = jest.mocked(generateQuestions);
const questions = [
  { id: "q1", question: "Tell me about a migration you led.", answer: "I moved billing to Go." },
  { id: "q2", question: "How do you review code?", answer: "" },
];
const navState = () => JSON.parse(screen.getByTestId("nav-state").textContent ?? "{}");

function renderTab(job: JobDetail) {
  const user = userEvent.setup();
  renderWithProviders(<QaTab job={job} />, "job-detail");
  return user;
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  // Saved interviews have their own tests; pending keeps their fetch out of these.
  installFakeFetch({ "/api/jobs/j1/transcripts": "pending" });
});

describe("QaTab without questions", () => {
  const job = makeJobDetail({ id: "j1" });

  it("offers Generate Q&A and Start Practice Interview only, beside Saved Interviews", async () => {
    installFakeFetch({ "/api/jobs/j1/transcripts": { status: 200, body: [] } });
    renderTab(job);
    expect(screen.getByText("No interview questions yet")).toBeInTheDocument();
    expect(screen.getByTestId("qa-generate")).toHaveTextContent("Generate Q&A");
    expect(screen.getByTestId("qa-start-practice")).toHaveTextContent("Start Practice Interview");
    for (const testId of ["qa-regenerate", "qa-copy", "qa-practice", "qa-questions"]) {
      expect(screen.queryByTestId(testId)).not.toBeInTheDocument();
    }
    await waitFor(() =>
      expect(screen.getByTestId("saved-interviews-count")).toHaveTextContent("0"),
    );
  });

  it("generates with a pending state, then toasts success", async () => {
    let resolve!: (job: JobDetail) => void;
    mockedGenerate.mockReturnValue(new Promise((r) => (resolve = r)));
    const user = renderTab(job);
    const button = screen.getByTestId("qa-generate");
    await user.click(button);

    expect(mockedGenerate).toHaveBeenCalledWith("j1");
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveTextContent("Generating…");
    expect(button.querySelector("svg")).toHaveClass("animate-spin");

    resolve({ ...job, questions });
    await waitFor(() => expect(button).toBeEnabled());
    expect(toastSuccess).toHaveBeenCalledWith("Interview questions generated successfully");
    expect(toastError).not.toHaveBeenCalled();
  });

  it.each([
    [
      new HttpError(400, "400: {}", "Add your master résumé first: answers come from it."),
      "Add your master résumé first: answers come from it.",
    ],
    [
      new HttpError(429, "429: {}", "Too many requests. Try again in 30 seconds."),
      "Too many requests. Try again in 30 seconds.",
    ],
    [new HttpError(500, "500: boom", "boom"), "Failed to generate interview questions"],
    [new TypeError("Failed to fetch"), "Failed to generate interview questions"],
  ])("toasts the right message when generation fails (%#)", async (error, message) => {
    mockedGenerate.mockRejectedValue(error);
    const user = renderTab(job);
    await user.click(screen.getByTestId("qa-generate"));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith(message));
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(screen.getByTestId("qa-generate")).toBeEnabled();
  });

  it("stays silent on a lost session (the shell signs in again)", async () => {
    mockedGenerate.mockRejectedValue(new HttpError(401, "401: Unauthorized", "Unauthorized"));
    const user = renderTab(job);
    await user.click(screen.getByTestId("qa-generate"));

    await waitFor(() => expect(screen.getByTestId("qa-generate")).toBeEnabled());
    expect(toastError).not.toHaveBeenCalled();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("opens the interview simulator for this job", async () => {
    const user = renderTab(job);
    await user.click(screen.getByTestId("qa-start-practice"));
    expect(navState()).toEqual({ view: "interview-simulator", activeJobId: "j1" });
  });
});

describe("QaTab with questions", () => {
  const job = makeJobDetail({ id: "j1", title: "Platform Engineer", company: "Acme", questions });

  it("numbers the questions with their sample answers", () => {
    renderTab(job);
    const items = screen.getByTestId("qa-questions").querySelectorAll("li");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      "1.Tell me about a migration you led.I moved billing to Go.",
    );
    expect(items[1]).toHaveTextContent("2.How do you review code?");
    expect(screen.queryByTestId("qa-generate")).not.toBeInTheDocument();
    expect(screen.queryByTestId("qa-start-practice")).not.toBeInTheDocument();
  });

  it("regenerates with the same flow", async () => {
    mockedGenerate.mockResolvedValue(job);
    const user = renderTab(job);
    await user.click(screen.getByTestId("qa-regenerate"));
    expect(mockedGenerate).toHaveBeenCalledWith("j1");
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith("Interview questions generated successfully"),
    );
    expect(screen.getByTestId("qa-regenerate")).toHaveTextContent("Regenerate");
  });

  it("copies the numbered questions and answers as plain text", async () => {
    const user = renderTab(job);
    await user.click(screen.getByTestId("qa-copy"));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Copied!" })),
    );
    expect(await navigator.clipboard.readText()).toBe(
      [
        "Interview questions: Platform Engineer at Acme",
        "1. Tell me about a migration you led.\nAnswer: I moved billing to Go.",
        "2. How do you review code?",
      ].join("\n\n"),
    );
  });

  it("opens the interview simulator from Practice Interview", async () => {
    const user = renderTab(job);
    await user.click(screen.getByTestId("qa-practice"));
    expect(navState()).toEqual({ view: "interview-simulator", activeJobId: "j1" });
  });
});

describe("QaTab: out of date, a poor fit, versions", () => {
  it("says the questions are out of date, and Refresh writes them again", async () => {
    mockedGenerate.mockResolvedValue(makeJobDetail({ id: "j1", questions }));
    const job = makeJobDetail({ id: "j1", questions });
    job.staleness = { ...job.staleness, questions: "both" };
    const user = renderTab(job);
    expect(screen.getByTestId("qa-stale")).toHaveTextContent(
      "Written for an earlier version of the job description and your résumé.",
    );
    await user.click(screen.getByTestId("qa-stale-refresh"));
    expect(mockedGenerate).toHaveBeenCalledWith("j1");
  });

  it("asks before the first questions for a poor fit, and Cancel writes nothing", async () => {
    installFakeFetch({
      "/api/jobs/j1/transcripts": "pending",
      "/api/jobs/j1/fit": { status: 200, body: poorFit },
    });
    const user = renderTab(makeJobDetail({ id: "j1" }));
    await user.click(screen.getByTestId("qa-generate"));
    await user.click(await screen.findByTestId("fit-gate-cancel"));
    expect(mockedGenerate).not.toHaveBeenCalled();
  });

  it("offers Versions once questions exist", () => {
    renderTab(makeJobDetail({ id: "j1", questions }));
    expect(screen.getByTestId("qa-versions")).toHaveTextContent("Versions");
  });
});

describe("questionsText", () => {
  it("keeps an answer's line breaks", () => {
    expect(
      questionsText([{ id: "a", question: "Why us?", answer: "First.\nSecond." }], {
        title: "T",
        company: "C",
      }),
    ).toBe("Interview questions: T at C\n\n1. Why us?\nAnswer: First.\nSecond.");
  });
});

describe("generateQuestions", () => {
  it("posts to the generate-questions endpoint and returns the job", async () => {
    const { generateQuestions: realGenerate } =
      jest.requireActual<typeof import("@/lib/client/generate")>("@/lib/client/generate");
    const body = makeJobDetail({ id: "j9", questions });
    const fakeFetch = installFakeFetch({
      "/api/jobs/j9/generate-questions": { status: 200, body },
    });

    await expect(realGenerate("j9")).resolves.toEqual(body);
    expect(fakeFetch).toHaveBeenCalledWith(
      "/api/jobs/j9/generate-questions",
      expect.objectContaining({ method: "POST", body: undefined, credentials: "include" }),
    );
  });
});
