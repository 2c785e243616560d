import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { InterviewInsightView } from "@/components/insight/interview-insight-view";
import { Toaster } from "@/components/ui/toaster";
import { dismissToast } from "@/lib/client/toast-store";
import { renderWithProviders } from "../shell/render-with-providers";
import { installInsightFetch } from "./insight-fetch";
import { jobs, session } from "./session-fixtures";

const CONFIGURED = { transcription: true, settings: ["TRANSCRIPTION_BASE_URL", "OPENAI_API_KEY"] };
const UNCONFIGURED = { ...CONFIGURED, transcription: false };

function renderView() {
  return renderWithProviders(
    <>
      <InterviewInsightView />
      <Toaster />
    </>,
    "interview-insight",
  );
}

afterEach(() => dismissToast());

describe("Interview Insight screen", () => {
  it("says before recording that audio needs a speech service, and names the settings", async () => {
    installInsightFetch({
      "GET /api/jobs": { status: 200, body: jobs },
      "GET /api/interview-insight/config": { status: 200, body: UNCONFIGURED },
      "GET /api/interview-insight": { status: 200, body: [] },
    });
    renderView();
    const notice = await screen.findByTestId("speech-service-notice");
    expect(notice).toHaveTextContent("Audio needs a speech-to-text service.");
    expect(notice).toHaveTextContent("TRANSCRIPTION_BASE_URL");
    expect(notice).toHaveTextContent("OPENAI_API_KEY");
    expect(screen.getByTestId("audio-drop-zone")).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByTestId("recording-start")).toBeEnabled();
    expect(
      await screen.findByText("Record an interview or upload audio to see transcripts here."),
    ).toBeInTheDocument();
    expect(screen.getByTestId("recording-status")).toHaveTextContent("Idle00:00");
  });

  it("shows no notice when a service is configured, and lists jobs most recently updated first", async () => {
    installInsightFetch({
      "GET /api/jobs": { status: 200, body: jobs },
      "GET /api/interview-insight/config": { status: 200, body: CONFIGURED },
      "GET /api/interview-insight": { status: 200, body: [] },
    });
    renderView();
    await waitFor(() =>
      expect(screen.getByTestId("audio-drop-zone")).toHaveAttribute("aria-disabled", "false"),
    );
    expect(screen.queryByTestId("speech-service-notice")).not.toBeInTheDocument();
    expect(screen.getByTestId("insight-job-context")).toHaveTextContent("No job context");
  });

  it("analyses a pasted transcript: blank is refused, text is posted and the session appears", async () => {
    let stored: unknown[] = [];
    const calls = installInsightFetch({
      "GET /api/jobs": { status: 200, body: jobs },
      "GET /api/interview-insight/config": { status: 200, body: UNCONFIGURED },
      "GET /api/interview-insight": () => ({ status: 200, body: stored }),
      "POST /api/interview-insight": () => {
        stored = [session({ jobId: null, job: null })];
        return { status: 201, body: stored[0] };
      },
    });
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByTestId("paste-transcript-toggle"));
    const analyze = screen.getByTestId("paste-transcript-analyze");
    expect(analyze).toBeDisabled();
    await user.type(screen.getByTestId("paste-transcript-input"), "   ");
    expect(screen.getByTestId("paste-transcript-error")).toHaveTextContent(
      "Transcript is required",
    );
    expect(analyze).toBeDisabled();

    await user.type(screen.getByTestId("paste-transcript-input"), "Interviewer: Why us?");
    await user.click(analyze);

    const card = await screen.findByTestId("insight-session");
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toEqual({ transcript: "Interviewer: Why us?" });
    expect(within(card).getByTestId("notes-summary")).toHaveTextContent(
      "A focused answer with a measured result.",
    );
    expect(within(card).getByTestId("notes-strengths")).toHaveTextContent("“cut runtime by 40%”");
    expect(within(card).getByTestId("notes-follow-up")).toHaveTextContent(
      "How did you measure the runtime?",
    );
    expect(within(card).getByTestId("session-job")).toHaveTextContent("No job");
    expect(
      screen.getByText('Showing all interview transcripts. Use "Assign to Job" to organize them.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId("paste-transcript-input")).toHaveValue("");
  });

  it("shows the server's sentence when processing fails, else 'Failed to process interview'", async () => {
    let answer = {
      status: 400,
      body: { message: "A transcript can be at most 200,000 characters." },
    };
    installInsightFetch({
      "GET /api/jobs": { status: 200, body: jobs },
      "GET /api/interview-insight/config": { status: 200, body: CONFIGURED },
      "GET /api/interview-insight": { status: 200, body: [] },
      "POST /api/interview-insight": () => answer,
    });
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByTestId("paste-transcript-toggle"));
    await user.type(screen.getByTestId("paste-transcript-input"), "Some words");
    await user.click(screen.getByTestId("paste-transcript-analyze"));
    expect(await screen.findByTestId("toast")).toHaveTextContent(
      "A transcript can be at most 200,000 characters.",
    );
    expect(screen.getByTestId("paste-transcript-input")).toHaveValue("Some words");

    answer = { status: 500, body: undefined as never };
    await user.click(screen.getByTestId("paste-transcript-analyze"));
    await waitFor(() =>
      expect(screen.getByTestId("toast")).toHaveTextContent("Failed to process interview"),
    );
  });

  it("deletes a session only after the spec's question", async () => {
    let stored = [session()];
    const calls = installInsightFetch({
      "GET /api/jobs": { status: 200, body: jobs },
      "GET /api/interview-insight/config": { status: 200, body: CONFIGURED },
      "GET /api/interview-insight": () => ({ status: 200, body: stored }),
      "DELETE /api/interview-insight/session-1": () => {
        stored = [];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByTestId("session-delete"));
    const dialog = await screen.findByTestId("session-delete-confirm-dialog");
    expect(dialog).toHaveTextContent(
      "Delete this interview session? This action cannot be undone.",
    );
    await user.click(screen.getByTestId("session-delete-confirm-cancel"));
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(screen.getByTestId("session-delete"));
    await user.click(await screen.findByTestId("session-delete-confirm-action"));
    await waitFor(() => expect(screen.queryByTestId("insight-session")).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
  });

  it("says 'Failed to delete session' when the delete fails, and keeps the session", async () => {
    installInsightFetch({
      "GET /api/jobs": { status: 200, body: jobs },
      "GET /api/interview-insight/config": { status: 200, body: CONFIGURED },
      "GET /api/interview-insight": { status: 200, body: [session()] },
      "DELETE /api/interview-insight/session-1": { status: 500, body: { message: "boom" } },
    });
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByTestId("session-delete"));
    await user.click(await screen.findByTestId("session-delete-confirm-action"));
    expect(await screen.findByTestId("toast")).toHaveTextContent("Failed to delete session");
    expect(screen.getByTestId("insight-session")).toBeInTheDocument();
  });

  it("adds the interviewer's questions to the linked job", async () => {
    const calls = installInsightFetch({
      "GET /api/jobs": { status: 200, body: jobs },
      "GET /api/interview-insight/config": { status: 200, body: CONFIGURED },
      "GET /api/interview-insight": { status: 200, body: [session()] },
      "POST /api/interview-insight/session-1/questions": {
        status: 200,
        body: { added: 1, questions: ["Tell me about a pipeline you built?"] },
      },
    });
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByTestId("session-add-questions"));
    expect(await screen.findByTestId("toast")).toHaveTextContent(
      "1 of the interviewer's questions are now in this job's Q&A.",
    );
    expect(calls.find((call) => call.url.endsWith("/questions"))?.body).toEqual({
      questions: ["Tell me about a pipeline you built?"],
    });
  });

  it("copies the transcript, or says 'Transcript empty' when there is none", async () => {
    installInsightFetch({
      "GET /api/jobs": { status: 200, body: jobs },
      "GET /api/interview-insight/config": { status: 200, body: CONFIGURED },
      "GET /api/interview-insight": { status: 200, body: [session({ transcript: "  " })] },
    });
    const user = userEvent.setup();
    renderView();
    await user.click(await screen.findByTestId("session-transcript-toggle"));
    await user.click(screen.getByTestId("session-transcript-copy"));
    const toast = await screen.findByTestId("toast");
    expect(toast).toHaveTextContent("Transcript empty");
    expect(toast).not.toHaveClass("destructive");
  });
});
