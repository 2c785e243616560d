import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CoverLetterTab } from "@/components/workbench/cover-letter-tab";
import { toast, toastError, toastSuccess } from "@/lib/client/toast-store";
import type { JobDetail } from "@/lib/types";
import { makeJobDetail } from "../board/fixtures";
import { installStreamFetch, jsonResponse } from "./fake-stream";

jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

const storedLetter = "Dear Acme,\nI would like to build your ledger.";

function renderTab(job: JobDetail) {
  const user = userEvent.setup();
  const view = render(<CoverLetterTab job={job} />);
  return { user, ...view };
}

const editor = () => screen.getByTestId("cover-letter-editor");
const withLetter = (text = storedLetter) => makeJobDetail({ id: "j2", coverLetter: { text } });

beforeEach(() => jest.clearAllMocks());

describe("CoverLetterTab", () => {
  it("generates a first letter by streaming it into the editor", async () => {
    const { streams, fetchMock } = installStreamFetch();
    const { user } = renderTab(makeJobDetail({ id: "j2" }));
    expect(screen.getByText(/No cover letter yet/)).toBeInTheDocument();
    expect(screen.queryByTestId("cover-letter-regenerate")).not.toBeInTheDocument();

    await user.click(screen.getByTestId("cover-letter-generate"));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/jobs/j2/stream-cover-letter",
      expect.objectContaining({ method: "POST", credentials: "include" }),
    );
    expect(editor()).toHaveAttribute("readonly");
    expect(screen.getByTestId("cover-letter-streaming")).toBeInTheDocument();
    expect(screen.getByTestId("cover-letter-save")).toBeDisabled();
    expect(screen.getByTestId("cover-letter-copy")).toBeDisabled();

    act(() => streams[0].push("Dear Acme,"));
    await waitFor(() => expect(editor()).toHaveValue("Dear Acme,"));
    act(() => streams[0].push("\nHello."));
    await waitFor(() => expect(editor()).toHaveValue("Dear Acme,\nHello."));
    act(() => streams[0].close());

    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith("Cover letter generated successfully"),
    );
    expect(screen.queryByTestId("cover-letter-streaming")).not.toBeInTheDocument();
    expect(editor()).not.toHaveAttribute("readonly");
  });

  it("restores the previous letter when the stream fails, with the letter's error", async () => {
    const { streams } = installStreamFetch();
    const { user } = renderTab(withLetter());
    await user.click(screen.getByTestId("cover-letter-regenerate"));
    expect(editor()).toHaveValue("");
    act(() => streams[0].push("Dear"));
    await waitFor(() => expect(editor()).toHaveValue("Dear"));

    act(() => streams[0].fail());
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to generate cover letter"));
    expect(editor()).toHaveValue(storedLetter);
  });

  it("shows the server's message for a 4xx", async () => {
    installStreamFetch(() =>
      jsonResponse(429, { message: "Too many generations. Try again in 42 seconds." }),
    );
    const { user } = renderTab(withLetter());
    await user.click(screen.getByTestId("cover-letter-regenerate"));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Too many generations. Try again in 42 seconds."),
    );
    expect(editor()).toHaveValue(storedLetter);
  });

  it("a second Generate aborts the first without an error", async () => {
    const { streams } = installStreamFetch();
    const { user } = renderTab(withLetter());
    await user.click(screen.getByTestId("cover-letter-regenerate"));
    await user.click(screen.getByTestId("cover-letter-regenerate"));

    expect(streams).toHaveLength(2);
    expect(streams[0].signal.aborted).toBe(true);
    expect(streams[1].signal.aborted).toBe(false);
    act(() => streams[1].push("Second letter"));
    act(() => streams[1].close());
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith("Cover letter generated successfully"),
    );
    expect(toastSuccess).toHaveBeenCalledTimes(1);
    expect(toastError).not.toHaveBeenCalled();
    expect(editor()).toHaveValue("Second letter");
  });

  it("aborts the stream when unmounted", async () => {
    const { streams } = installStreamFetch();
    const { user, unmount } = renderTab(withLetter());
    await user.click(screen.getByTestId("cover-letter-regenerate"));
    unmount();
    expect(streams[0].signal.aborted).toBe(true);
    await act(async () => {});
    expect(toastError).not.toHaveBeenCalled();
  });

  it("saves a letter the user wrote, with PATCH, and toasts", async () => {
    const { fetchMock } = installStreamFetch((url, init) =>
      init.method === "PATCH" ? jsonResponse(200, withLetter("My own letter")) : undefined,
    );
    const { user } = renderTab(makeJobDetail({ id: "j2" }));
    await user.type(editor(), "My own letter");
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();
    await user.click(screen.getByTestId("cover-letter-save"));

    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith("Cover letter saved successfully"),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(patch?.[0]).toBe("/api/jobs/j2/cover-letter");
    expect(patch?.[1]).toMatchObject({ credentials: "include" });
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ text: "My own letter" });
  });

  it("saves with Ctrl+S, and says so when saving fails", async () => {
    installStreamFetch(() => jsonResponse(500, { message: "boom" }));
    const { user } = renderTab(withLetter());
    await user.type(editor(), " Thanks.");
    await user.keyboard("{Control>}s{/Control}");
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to save cover letter"));
  });

  it("copies the letter", async () => {
    installStreamFetch();
    const { user } = renderTab(withLetter());
    await user.click(screen.getByTestId("cover-letter-copy"));

    expect(await navigator.clipboard.readText()).toBe(storedLetter);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Copied!" }));
  });
});
