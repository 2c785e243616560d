import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CoverLetterTab } from "@/components/workbench/cover-letter-tab";
import { OfflineEngineProvider } from "@/components/workbench/offline-draft-label";
import { QaTab } from "@/components/workbench/qa-tab";
import { ResumeTab } from "@/components/workbench/resume-tab";
import type { AiEngineStatus } from "@/lib/ai/engine-status";
import { useAiEngine } from "@/lib/client/ai-engine";
import type { JobDetail } from "@/lib/types";
import { makeJobDetail } from "../board/fixtures";
import { installFakeFetch } from "../shell/fake-fetch";
import { renderWithProviders } from "../shell/render-with-providers";

const OFFLINE: AiEngineStatus = { engine: "local", model: null, host: null };
const OLLAMA: AiEngineStatus = {
  engine: "compatible",
  model: "llama3.2",
  host: "http://127.0.0.1:11434/v1",
};

const written = makeJobDetail({
  id: "j1",
  resume: { text: "Ada Lovelace\nAnalyst", recommendations: [] },
  coverLetter: { text: "Dear team," },
  questions: [{ id: "q1", question: "Why us?", answer: "I have built ledgers." }],
});

/** The engine as the workbench's provider has it (the same SWR cache), once answered. */
function EngineProbe() {
  const { status } = useAiEngine();
  return <output data-testid="engine-probe">{status?.engine ?? ""}</output>;
}

function renderInWorkbench(ui: React.ReactNode, status: AiEngineStatus) {
  installFakeFetch({ "/api/ai/status": { status: 200, body: status } });
  renderWithProviders(
    <OfflineEngineProvider>
      {ui}
      <EngineProbe />
    </OfflineEngineProvider>,
    "job-detail",
    "j1",
  );
}

const engineKnown = (engine: AiEngineStatus["engine"]) =>
  waitFor(() => expect(screen.getByTestId("engine-probe")).toHaveTextContent(engine));

describe("the Offline draft label", () => {
  it.each<[string, (job: JobDetail) => React.ReactNode, string]>([
    ["tailored résumé", (job) => <ResumeTab job={job} />, "resume-offline-draft"],
    ["cover letter", (job) => <CoverLetterTab job={job} />, "cover-letter-offline-draft"],
    ["Q&A", (job) => <QaTab job={job} />, "qa-offline-draft"],
  ])("marks the %s the offline engine wrote, with how to get a model", async (_, tab, testId) => {
    renderInWorkbench(tab(written), OFFLINE);
    const label = await screen.findByTestId(testId);
    expect(label).toHaveTextContent("Offline draft");
    expect(label).toHaveTextContent("A model writes fluent text: see Settings → Writing.");
  });

  it("is absent when a model writes", async () => {
    renderInWorkbench(
      <>
        <ResumeTab job={written} />
        <QaTab job={written} />
      </>,
      OLLAMA,
    );
    await engineKnown("compatible");
    expect(screen.queryByText("Offline draft")).not.toBeInTheDocument();
  });

  it("is absent over a hand edit and over an empty editor", async () => {
    renderInWorkbench(
      <>
        <ResumeTab job={{ ...written, handEdits: { resume: true, coverLetter: false } }} />
        <CoverLetterTab job={{ ...written, coverLetter: null }} />
      </>,
      OFFLINE,
    );
    await engineKnown("local");
    expect(screen.queryByTestId("resume-offline-draft")).not.toBeInTheDocument();
    expect(screen.queryByTestId("cover-letter-offline-draft")).not.toBeInTheDocument();
  });

  it("goes once the person edits the text", async () => {
    const user = userEvent.setup();
    renderInWorkbench(<ResumeTab job={written} />, OFFLINE);
    await screen.findByTestId("resume-offline-draft");
    await user.type(screen.getByTestId("resume-editor"), " and more");
    expect(screen.queryByTestId("resume-offline-draft")).not.toBeInTheDocument();
  });

  it("opens Settings from its hint", async () => {
    const user = userEvent.setup();
    renderInWorkbench(<QaTab job={written} />, OFFLINE);
    await user.click(await screen.findByRole("button", { name: "Settings → Writing" }));
    expect(screen.getByTestId("nav-state")).toHaveTextContent('"view":"settings"');
  });

  it("is absent outside the workbench, which asks which engine writes", () => {
    const fetchMock = installFakeFetch({ "/api/ai/status": { status: 200, body: OFFLINE } });
    renderWithProviders(<ResumeTab job={written} />, "job-detail", "j1");
    expect(screen.queryByText("Offline draft")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
