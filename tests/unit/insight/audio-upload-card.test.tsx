import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { AudioUploadCard } from "@/components/insight/audio-upload-card";
import { Toaster } from "@/components/ui/toaster";
import { MB } from "@/lib/client/audio-plan";
import { dismissToast } from "@/lib/client/toast-store";

function renderCard(onUpload = jest.fn(async () => true)) {
  render(
    <>
      <AudioUploadCard canUpload isProcessing={false} onUpload={onUpload} />
      <Toaster />
    </>,
  );
  return onUpload;
}

async function choose(file: File) {
  await act(async () => {
    fireEvent.change(screen.getByTestId("audio-file-input"), { target: { files: [file] } });
  });
}

const MP3_HEAD = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0]);

afterEach(() => act(() => dismissToast()));

it("uploads an mp3 under 24 MB unchanged and shows its card as complete", async () => {
  const onUpload = renderCard();
  const file = new File([MP3_HEAD, "frames"], "round-one.mp3", { type: "audio/mpeg" });
  await choose(file);
  await waitFor(() => expect(onUpload).toHaveBeenCalledWith(file));
  const card = screen.getByTestId("audio-file-card");
  expect(card).toHaveAttribute("data-state", "complete");
  expect(card).toHaveTextContent("round-one.mp3");
  expect(screen.queryByTestId("audio-warning")).not.toBeInTheDocument();
});

it("refuses a file that only claims to be audio, by its content", async () => {
  const onUpload = renderCard();
  await choose(new File(["just some notes"], "interview.mp3", { type: "audio/mpeg" }));
  expect(await screen.findByTestId("toast")).toHaveTextContent("Unsupported audio file");
  expect(onUpload).not.toHaveBeenCalled();
  expect(screen.queryByTestId("audio-file-card")).not.toBeInTheDocument();
});

it("refuses a file over 150 MB before reading it", async () => {
  const onUpload = renderCard();
  const file = new File([MP3_HEAD], "all-day.mp3", { type: "audio/mpeg" });
  Object.defineProperty(file, "size", { value: 150 * MB + 1 });
  await choose(file);
  expect(onUpload).not.toHaveBeenCalled();
  expect(screen.getByTestId("toast")).toHaveTextContent("Audio files can be up to 150 MB.");
});

it("leaves a large file to the server with an amber note where the browser cannot compress", async () => {
  // jsdom is not a secure context, as a page served over plain http is not.
  const onUpload = renderCard();
  const file = new File([MP3_HEAD], "long.wav", { type: "audio/wav" });
  Object.defineProperty(file, "size", { value: 30 * MB });
  await choose(file);
  await waitFor(() => expect(onUpload).toHaveBeenCalledWith(file));
  expect(screen.getByTestId("audio-warning")).toHaveTextContent(
    "the original is uploaded and the server compresses it instead",
  );
});
