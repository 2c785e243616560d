import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UnsavedChangesDialog } from "@/components/shell/unsaved-changes-dialog";
import { SimulatorView } from "@/components/simulator/simulator-view";
import { HttpError } from "@/lib/client/fetcher";
import { requestInterviewerReply } from "@/lib/client/simulator";
import { toastError } from "@/lib/client/toast-store";
import { makeJob, makeJobDetail } from "../board/fixtures";
import { installFakeFetch } from "../shell/fake-fetch";
import { renderWithProviders } from "../shell/render-with-providers";

jest.mock("@/lib/client/toast-store", () => ({ toast: jest.fn(), toastError: jest.fn() }));
jest.mock("@/lib/client/simulator", () => ({
  requestInterviewerReply: jest.fn(),
  saveInterviewTranscript: jest.fn(),
  fetchScorecard: jest.fn().mockResolvedValue({
    answers: [
      {
        question: "Tell me about yourself.",
        words: 12,
        wordsPerMinute: null,
        fillerCount: 1,
        action: true,
        measurableResult: false,
        requirements: [{ requirement: "Go", quote: "I wrote the billing service in Go." }],
      },
    ],
    untouched: ["Kubernetes"],
  }),
}));

const mockedReply = jest.mocked(requestInterviewerReply);
const job = makeJobDetail({ id: "j1", title: "Backend Engineer", company: "Tailwind" });
const resume = { text: "Jane Doe\nEngineer" };
const routes = (overrides: Record<string, unknown> = {}) =>
  installFakeFetch({
    "/api/jobs": { status: 200, body: [makeJob({ id: "j1", title: "Backend Engineer" })] },
    "/api/jobs/j1": { status: 200, body: job },
    "/api/master-resume": { status: 200, body: resume },
    ...(overrides as Record<string, { status: number; body?: unknown }>),
  });

function renderView(activeJobId: string | null = "j1") {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <SimulatorView />
      <UnsavedChangesDialog />
    </>,
    "interview-simulator",
    activeJobId,
  );
  return user;
}

beforeEach(() => {
  jest.clearAllMocks();
  mockedReply.mockImplementation(async ({ messages, onText }) => {
    const reply =
      messages.length === 0 ? "Hello. Tell me about yourself." : "What did you do yourself?";
    onText(reply);
    return reply;
  });
});

describe("the Interview Simulator screen", () => {
  it("asks for a job when none is chosen", async () => {
    routes();
    renderView(null);
    expect(screen.getByTestId("simulator-select-job")).toHaveTextContent("Select a Job to Start");
    expect(screen.getAllByTestId("simulator-job-picker")).toHaveLength(2);
  });

  it("shows 'Loading job details...' while the job loads", () => {
    routes({ "/api/jobs/j1": "pending" });
    renderView();
    expect(screen.getByTestId("simulator-loading-job")).toHaveTextContent("Loading job details...");
  });

  it("shows the Resume Required card without any résumé; Upload Resume goes to the dashboard", async () => {
    routes({ "/api/master-resume": { status: 200, body: null } });
    const user = renderView();
    expect(await screen.findByText("Resume Required")).toBeInTheDocument();
    expect(screen.queryByTestId("simulator-resume-source")).not.toBeInTheDocument();
    await user.click(screen.getByTestId("simulator-upload-resume"));
    expect(screen.getByTestId("nav-state")).toHaveTextContent('"view":"dashboard"');
  });

  it("says what to configure for voice, and keeps Text Chat the default", async () => {
    routes({
      "/api/interview-simulator/voice": {
        status: 200,
        body: { available: false, message: "Set OPENAI_API_KEY to enable voice interviews." },
      },
    });
    const user = renderView();
    expect(await screen.findByTestId("simulator-mode-text")).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await user.click(screen.getByTestId("simulator-mode-voice"));
    expect(await screen.findByTestId("simulator-voice-note")).toHaveTextContent(
      "Set OPENAI_API_KEY to enable voice interviews.",
    );
    expect(screen.getByTestId("simulator-start")).toHaveTextContent("Start Voice Interview");
    expect(screen.getByTestId("simulator-start")).toBeDisabled();
    expect(screen.getByTestId("simulator-voice")).toBeInTheDocument();
  });

  it("runs a text interview: Enter sends, Shift+Enter breaks the line, blank input cannot be sent", async () => {
    routes();
    const user = renderView();
    await user.click(await screen.findByTestId("simulator-start"));
    expect(await screen.findByText("Hello. Tell me about yourself.")).toBeInTheDocument();
    expect(screen.getByTestId("simulator-connection")).toHaveTextContent("Connected");
    expect(screen.getByTestId("simulator-elapsed")).toHaveTextContent(/^0:0\d$/);
    const input = screen.getByTestId("simulator-input");
    expect(screen.getByTestId("simulator-send")).toBeDisabled();
    await user.type(input, "   {Enter}");
    expect(mockedReply).toHaveBeenCalledTimes(1);
    await user.clear(input);
    await user.type(input, "I built it.{Shift>}{Enter}{/Shift}Twice.");
    expect(input).toHaveValue("I built it.\nTwice.");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("What did you do yourself?")).toBeInTheDocument();
    expect(mockedReply).toHaveBeenLastCalledWith(
      expect.objectContaining({
        jobId: "j1",
        resumeSource: "auto",
        messages: [
          { role: "interviewer", content: "Hello. Tell me about yourself." },
          { role: "user", content: "I built it.\nTwice." },
        ],
      }),
    );
    expect(input).toHaveValue("");
    expect(screen.getByTestId("simulator-save")).toBeInTheDocument();
    expect(screen.getByTestId("simulator-download")).toBeInTheDocument();

    await user.click(screen.getByTestId("simulator-end"));
    expect(screen.getByTestId("simulator-connection")).toHaveTextContent("Disconnected");
    const scorecard = await screen.findByTestId("scorecard-answer");
    expect(scorecard).toHaveTextContent("12 words");
    expect(scorecard).toHaveTextContent("1 filler word");
    expect(scorecard).toHaveTextContent("No measurable result");
    expect(scorecard).toHaveTextContent("Showed Go: “I wrote the billing service in Go.”");
    expect(screen.getByTestId("simulator-scorecard")).toHaveTextContent(
      "Not touched yet: Kubernetes.",
    );
    expect(screen.getByTestId("simulator-start-new")).toHaveTextContent("Start New Interview");
    await user.click(screen.getByTestId("simulator-start-new"));
    await waitFor(() =>
      expect(screen.getAllByTestId("simulator-interviewer-message")).toHaveLength(1),
    );
    expect(screen.queryByTestId("simulator-candidate-message")).not.toBeInTheDocument();
  });

  it("puts a failed answer back in the box with 'Failed to send message. Please try again.'", async () => {
    routes();
    const user = renderView();
    await user.click(await screen.findByTestId("simulator-start"));
    await screen.findByText("Hello. Tell me about yourself.");
    mockedReply.mockRejectedValueOnce(
      new HttpError(502, "502: {}", "The AI model did not answer."),
    );
    await user.type(screen.getByTestId("simulator-input"), "My answer{Enter}");
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Failed to send message. Please try again."),
    );
    expect(screen.getByTestId("simulator-input")).toHaveValue("My answer");
    expect(screen.queryByTestId("simulator-candidate-message")).not.toBeInTheDocument();
  });

  it("says 'Failed to start interview. Please try again.' when the first turn fails", async () => {
    routes();
    mockedReply.mockRejectedValueOnce(new Error("network"));
    const user = renderView();
    await user.click(await screen.findByTestId("simulator-start"));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Failed to start interview. Please try again."),
    );
    expect(screen.getByTestId("simulator-start")).toBeEnabled();
  });

  it("asks Leave / Stay before Close drops a live interview; without one it goes back to the job's Q&A", async () => {
    routes();
    const user = renderView();
    await user.click(await screen.findByTestId("simulator-start"));
    await screen.findByText("Hello. Tell me about yourself.");
    await user.click(screen.getByTestId("simulator-close"));
    expect(await screen.findByText("Leave without saving?")).toBeInTheDocument();
    await user.click(screen.getByTestId("confirm-cancel"));
    expect(screen.getByTestId("nav-state")).toHaveTextContent('"view":"interview-simulator"');
    expect(screen.getByTestId("simulator-input")).toBeInTheDocument();
    await user.click(screen.getByTestId("simulator-close"));
    await user.click(await screen.findByTestId("confirm-action"));
    expect(screen.getByTestId("nav-state")).toHaveTextContent(
      '{"view":"job-detail","activeJobId":"j1"}',
    );
  });
});
