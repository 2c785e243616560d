import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InterviewAssistView } from "@/components/assist/interview-assist-view";
import { Toaster } from "@/components/ui/toaster";
import { dismissToast } from "@/lib/client/toast-store";
import { renderWithProviders } from "../shell/render-with-providers";

const JOB = {
  id: "job-1",
  title: "Backend Engineer",
  company: "Tailwind Health",
  description: "Build scheduling APIs.",
  analysis: {
    matchedKeywords: Array.from({ length: 15 }, (_, i) => `skill-${i}`),
    gaps: ["Kubernetes"],
  },
  questions: Array.from({ length: 10 }, (_, i) => ({
    id: `q${i}`,
    question: `Question number ${i + 1}?`,
    answer: `Answer ${i + 1}.`,
  })),
};
const RESUME = [
  "Dana Ortiz",
  "Backend Engineer",
  "- One",
  "- Two",
  "- Three",
  "- Four",
  "- Five",
  "- Six",
].join("\n");

const ANSWER = {
  ignored: false,
  transcript: "Why Django?",
  message: null,
  answer: "Here is why:\n- I built Django services.\n- I ran migrations.\n- I mentored engineers.",
  keyPoints: ["Django services", "Migrations"],
  followUp: "How big were the services?",
  model: "local",
};

let assistRequests: FormData[] = [];

function installFetch(answer: unknown = ANSWER, status = 200) {
  assistRequests = [];
  const routes: Record<string, unknown> = {
    "/api/jobs": [JOB],
    "/api/jobs/job-1": JOB,
    "/api/master-resume": { text: RESUME },
    "/api/interview-simulator/voice": { available: false },
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const isAssist = path === "/api/interview-assist";
    if (isAssist) assistRequests.push(init?.body as FormData);
    const body = isAssist ? answer : routes[path];
    const code = isAssist ? status : body === undefined ? 404 : 200;
    const text = JSON.stringify(body ?? { message: "Not found" });
    return {
      ok: code < 300,
      status: code,
      statusText: "",
      headers: new Headers({ "content-type": "application/json" }),
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  }) as unknown as typeof fetch;
}

function renderView(jobId: string | null = null) {
  return renderWithProviders(
    <>
      <InterviewAssistView />
      <Toaster />
    </>,
    "interview-assist",
    jobId,
  );
}

afterEach(() => act(() => dismissToast()));

describe("InterviewAssistView", () => {
  it("shows every hint before a job is chosen, and says it is an open aid", async () => {
    installFetch();
    renderView();
    expect(await screen.findByText("Select a job to tailor answers.")).toBeInTheDocument();
    expect(screen.getByText("Select a job to surface matched keywords.")).toBeInTheDocument();
    expect(screen.getByText("Select a job to view its interview Q&A.")).toBeInTheDocument();
    expect(screen.getByText("Suggestions appear after we hear a question.")).toBeInTheDocument();
    expect(screen.getByTestId("assist-status-pill")).toHaveTextContent("Idle · 00:00");
    expect(screen.getByText("Listening paused")).toBeInTheDocument();
    expect(screen.getByTestId("context-overview")).toHaveTextContent("Not attached");
    expect(screen.getByText(/An open aid/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Capture Last 30s" })).toBeDisabled();
  });

  it("shows the job's overview, at most 12 chips, 8 questions and 6 résumé lines", async () => {
    installFetch();
    renderView("job-1");
    expect(await screen.findByText("Build scheduling APIs.")).toBeInTheDocument();
    expect(screen.getByText("skill-11")).toBeInTheDocument();
    expect(screen.queryByText("skill-12")).not.toBeInTheDocument();
    expect(screen.getByText("Kubernetes")).toBeInTheDocument();
    expect(screen.getByText("Q8. Question number 8?")).toBeInTheDocument();
    expect(screen.queryByText("Q9. Question number 9?")).not.toBeInTheDocument();
    expect(screen.getAllByText("Sample Answer:")).toHaveLength(8);
    expect(screen.getByText(/- Four/)).toHaveTextContent("- Four");
    expect(screen.queryByText(/- Five/)).not.toBeInTheDocument();
  });

  it("drafts an answer to a typed question, then clears and folds the form", async () => {
    installFetch();
    const user = userEvent.setup();
    renderView("job-1");
    await screen.findByText("Build scheduling APIs.");
    await user.click(screen.getByText("Manual question"));
    const box = screen.getByPlaceholderText("Paste or type a question for a suggested reply");
    const draft = screen.getByRole("button", { name: "Draft Answer" });
    expect(draft).toBeDisabled();
    await user.type(box, "   ");
    expect(draft).toBeDisabled();
    await user.type(box, "Why Django?");
    await user.click(draft);
    const entry = await screen.findByTestId("assist-entry");
    expect(entry).toHaveAttribute("data-status", "complete");
    expect(within(entry).getByText("Key Points")).toBeInTheDocument();
    expect(within(entry).getByText("I built Django services.")).toBeInTheDocument();
    expect(within(entry).getByText("How big were the services?")).toBeInTheDocument();
    expect(
      screen.queryByPlaceholderText("Paste or type a question for a suggested reply"),
    ).not.toBeInTheDocument();
    const sent = assistRequests[0];
    expect(sent.get("text")).toBe("Why Django?");
    expect(sent.get("jobId")).toBe("job-1");
    expect(JSON.parse(String(sent.get("history")))).toEqual([]);
  });

  it("shows the server's message on the entry and in a toast when the request fails", async () => {
    installFetch({ message: "No interviewer input provided." }, 400);
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByText("Manual question"));
    await user.type(
      screen.getByPlaceholderText("Paste or type a question for a suggested reply"),
      "Hi",
    );
    await user.click(screen.getByRole("button", { name: "Draft Answer" }));
    const entry = await screen.findByTestId("assist-entry");
    expect(entry).toHaveAttribute("data-status", "error");
    expect(within(entry).getByRole("alert")).toHaveTextContent("No interviewer input provided.");
    expect(screen.getByTestId("toast-title")).toHaveTextContent("Interview Assist failed");
  });

  it("shows a skipped segment's message", async () => {
    installFetch({
      ...ANSWER,
      ignored: true,
      answer: "",
      transcript: "",
      message: "No interviewer speech detected in this segment.",
    });
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByText("Manual question"));
    await user.type(
      screen.getByPlaceholderText("Paste or type a question for a suggested reply"),
      "Hi",
    );
    await user.click(screen.getByRole("button", { name: "Draft Answer" }));
    const entry = await screen.findByTestId("assist-entry");
    expect(entry).toHaveAttribute("data-status", "ignored");
    expect(entry).toHaveTextContent("No interviewer speech detected in this segment.");
  });

  it("ignores Space while typing and refuses a too large context file before uploading", async () => {
    installFetch();
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByText("Manual question"));
    await user.type(
      screen.getByPlaceholderText("Paste or type a question for a suggested reply"),
      " ",
    );
    expect(screen.queryByTestId("toast-title")).not.toBeInTheDocument();
    const big = new File(["x"], "big.pdf");
    Object.defineProperty(big, "size", { value: 12 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText("Context file"), big);
    expect(screen.getByTestId("toast-title")).toHaveTextContent("File too large");
    expect(screen.getByTestId("toast-description")).toHaveTextContent(
      "Please upload a file that is 12MB or smaller.",
    );
  });
});

describe("copying a suggestion", () => {
  async function draftOne() {
    installFetch();
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByText("Manual question"));
    await user.type(
      screen.getByPlaceholderText("Paste or type a question for a suggested reply"),
      "Why?",
    );
    await user.click(screen.getByRole("button", { name: "Draft Answer" }));
    await screen.findByTestId("assist-entry");
    return user;
  }

  it("copies the answer and says so", async () => {
    const user = await draftOne();
    const writeText = jest.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(ANSWER.answer);
    expect(screen.getByTestId("toast-title")).toHaveTextContent("Copied");
  });

  it("says when the clipboard refuses", async () => {
    const user = await draftOne();
    jest.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(screen.getByTestId("toast-title")).toHaveTextContent("Copy failed");
    expect(screen.getByTestId("toast-description")).toHaveTextContent(
      "Unable to copy answer. Please try again.",
    );
  });
});
