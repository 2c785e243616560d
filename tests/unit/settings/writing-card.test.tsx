import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answerTime, WritingCard } from "@/components/settings/writing-card";
import type { AiEngineStatus } from "@/lib/ai/engine-status";
import { renderWithProviders } from "../shell/render-with-providers";

type Answer = { status: number; body: unknown } | "pending";

const OFFLINE: AiEngineStatus = { engine: "local", model: null, host: null };
const OLLAMA: AiEngineStatus = {
  engine: "compatible",
  model: "llama3.2",
  host: "http://127.0.0.1:11434/v1",
};

/** GET /api/ai/status answers `status`; each POST (a test) answers the next of `tests`. */
function installApi(status: Answer, tests: Answer[] = []) {
  const fetchMock = jest.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const isTest = init.method === "POST";
    const answer = String(input) !== "/api/ai/status" ? undefined : isTest ? tests.shift() : status;
    if (answer === "pending") return new Promise<Response>(() => {});
    const { status: code, body } = answer ?? { status: 404, body: { message: "Not found" } };
    const text = JSON.stringify(body);
    return Promise.resolve({
      ok: code >= 200 && code < 300,
      status: code,
      statusText: "",
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderCard() {
  const user = userEvent.setup();
  renderWithProviders(<WritingCard />, "settings");
  return user;
}

const engine = () => screen.findByTestId("writing-engine");
const testButton = () => screen.queryByRole("button", { name: /test connection/i });

describe("WritingCard", () => {
  it("says offline drafts, offers no test, and names the settings that bring a model", async () => {
    installApi({ status: 200, body: OFFLINE });
    renderCard();
    expect(await engine()).toHaveTextContent("Offline drafts");
    expect(testButton()).not.toBeInTheDocument();
    expect(screen.getByTestId("writing-setup-hint")).toHaveTextContent(
      "To have a model write, set OPENAI_BASE_URL (Ollama, LM Studio) or OPENAI_API_KEY; see the README, “Choose who writes”.",
    );
  });

  it.each<[string, AiEngineStatus]>([
    ["llama3.2 at http://127.0.0.1:11434/v1", OLLAMA],
    [
      "OpenAI gpt-4.1-mini",
      { engine: "openai", model: "gpt-4.1-mini", host: "https://api.openai.com/v1" },
    ],
  ])("names the model and where it runs: %s", async (label, status) => {
    installApi({ status: 200, body: status });
    renderCard();
    expect(await engine()).toHaveTextContent(label);
    expect(testButton()).toBeEnabled();
  });

  it("is busy while a test runs, and a second click sends no second test", async () => {
    const fetchMock = installApi({ status: 200, body: OLLAMA }, [
      "pending",
      { status: 200, body: { ok: true, ms: 840 } },
    ]);
    const user = renderCard();
    await engine();

    await user.click(testButton()!);
    expect(screen.getByTestId("writing-test-connection")).toHaveTextContent("Testing…");
    expect(screen.getByTestId("writing-test-connection")).toHaveAttribute("aria-busy", "true");
    await user.click(screen.getByTestId("writing-test-connection"));
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toEqual(["/api/ai/status", expect.objectContaining({ method: "POST" })]);
  });

  it("shows the answer time", async () => {
    installApi({ status: 200, body: OLLAMA }, [{ status: 200, body: { ok: true, ms: 840 } }]);
    const user = renderCard();
    await engine();
    await user.click(testButton()!);
    expect(await screen.findByTestId("writing-test-result")).toHaveTextContent(
      "Answered in 840 ms",
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the server's words when the model does not answer, and clears them on success", async () => {
    const message =
      "Nothing answered at http://127.0.0.1:11434/v1. Is the server running? Check OPENAI_BASE_URL.";
    installApi({ status: 200, body: OLLAMA }, [
      { status: 502, body: { message } },
      { status: 200, body: { ok: true, ms: 1234 } },
    ]);
    const user = renderCard();
    await engine();
    await user.click(testButton()!);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByTestId("writing-test-result")).not.toBeInTheDocument();

    await user.click(testButton()!);
    expect(await screen.findByTestId("writing-test-result")).toHaveTextContent("Answered in 1.2 s");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("offers a retry when the status cannot be read", async () => {
    const fetchMock = installApi({ status: 500, body: { message: "boom" } });
    const user = renderCard();
    expect(await screen.findByTestId("query-error")).toHaveTextContent(
      "Could not load the writing settings.",
    );
    installApi({ status: 200, body: OFFLINE });
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await engine()).toHaveTextContent("Offline drafts");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("answerTime", () => {
  it.each([
    [0, "0 ms"],
    [840, "840 ms"],
    [999, "999 ms"],
    [1000, "1 s"],
    [1234, "1.2 s"],
    [15000, "15 s"],
  ])("%i ms reads %s", (ms, text) => {
    expect(answerTime(ms)).toBe(text);
  });
});
