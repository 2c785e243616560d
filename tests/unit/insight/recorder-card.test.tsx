import { act, render, screen } from "@testing-library/react";
import { RecorderCard } from "@/components/insight/recorder-card";
import { Toaster } from "@/components/ui/toaster";
import { dismissToast } from "@/lib/client/toast-store";

/** Enough of MediaRecorder to drive the states: data arrives on stop. */
class FakeRecorder {
  static lastOptions: MediaRecorderOptions | undefined;
  static isTypeSupported = (type: string) => type === "audio/webm;codecs=opus";
  state: "inactive" | "recording" | "paused" = "inactive";
  mimeType = "audio/webm;codecs=opus";
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    options?: MediaRecorderOptions,
  ) {
    FakeRecorder.lastOptions = options;
  }
  start() {
    this.state = "recording";
  }
  pause() {
    this.state = "paused";
  }
  resume() {
    this.state = "recording";
  }
  stop() {
    this.state = "inactive";
    this.ondataavailable?.({ data: new Blob(["opus bytes"], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const stopTrack = jest.fn();
const fakeStream = { getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream;

function installMicrophone(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: { getUserMedia: jest.fn(getUserMedia) },
  });
  Object.assign(globalThis, { MediaRecorder: FakeRecorder });
  URL.createObjectURL = jest.fn(() => "blob:recording");
  URL.revokeObjectURL = jest.fn();
}

function renderCard(onUpload = jest.fn(async () => true)) {
  render(
    <>
      <RecorderCard canUpload isProcessing={false} onUpload={onUpload} />
      <Toaster />
    </>,
  );
  return onUpload;
}

const press = async (testId: string) => {
  await act(async () => screen.getByTestId(testId).click());
};
const status = () => screen.getByTestId("recording-status");

beforeEach(() => {
  jest.useFakeTimers();
  // jsdom has no media playback.
  jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  act(() => dismissToast());
});

it("says 'Microphone Error — Could not access microphone' when the microphone is refused", async () => {
  installMicrophone(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
  renderCard();
  await press("recording-start");
  const toast = screen.getByTestId("toast");
  expect(toast).toHaveTextContent("Microphone Error");
  expect(toast).toHaveTextContent("Could not access microphone");
  expect(status()).toHaveAttribute("data-status", "idle");
});

it("records at 64 kbps, pauses the timer, resumes, ends, and uploads a timestamped webm", async () => {
  installMicrophone(() => Promise.resolve(fakeStream));
  const onUpload = renderCard();
  await press("recording-start");
  expect(FakeRecorder.lastOptions).toEqual({
    mimeType: "audio/webm;codecs=opus",
    audioBitsPerSecond: 64_000,
  });
  expect(status()).toHaveTextContent("Recording00:00");
  act(() => jest.advanceTimersByTime(3000));
  expect(status()).toHaveTextContent("Recording00:03");

  await press("recording-pause");
  expect(status()).toHaveTextContent("Paused00:03");
  act(() => jest.advanceTimersByTime(5000));
  expect(status()).toHaveTextContent("Paused00:03");
  expect(screen.getByTestId("recording-pause")).toHaveTextContent("Resume");

  await press("recording-pause");
  act(() => jest.advanceTimersByTime(2000));
  expect(status()).toHaveTextContent("Recording00:05");

  await press("recording-end");
  expect(status()).toHaveTextContent("Recorded00:05");
  expect(stopTrack).toHaveBeenCalled();
  expect(screen.getByTestId("recording-preview-toggle")).toHaveTextContent("Play Preview");
  expect(screen.getByTestId("recording-download")).toHaveTextContent("Download Recording");

  await press("recording-upload");
  expect(onUpload).toHaveBeenCalledTimes(1);
  const file = (onUpload.mock.calls[0] as unknown as [File])[0];
  expect(file.name).toMatch(/^interview-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.webm$/);
  expect(file.type).toBe("audio/webm;codecs=opus");
  expect(status()).toHaveTextContent("Idle00:00");
});

it("clears the recording after a failed upload too, and Discard goes back to idle", async () => {
  installMicrophone(() => Promise.resolve(fakeStream));
  renderCard(jest.fn(async () => false));
  await press("recording-start");
  await press("recording-end");
  await press("recording-upload");
  expect(status()).toHaveAttribute("data-status", "idle");

  await press("recording-start");
  await press("recording-end");
  expect(status()).toHaveAttribute("data-status", "recorded");
  await press("recording-discard");
  expect(status()).toHaveAttribute("data-status", "idle");
  expect(screen.queryByTestId("recording-preview")).not.toBeInTheDocument();
});
