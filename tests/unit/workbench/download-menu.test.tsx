import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CoverLetterTab } from "@/components/workbench/cover-letter-tab";
import { attachmentFileName } from "@/lib/client/export";
import { toastError } from "@/lib/client/toast-store";
import { makeJobDetail } from "../board/fixtures";

jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

const withLetter = makeJobDetail({ id: "j9", coverLetter: { text: "Dear Acme,\nHello." } });

function fileResponse(status: number, body: string, headers: Record<string, string> = {}) {
  return {
    ok: status < 400,
    status,
    statusText: "",
    headers: new Headers(headers),
    text: async () => body,
    blob: async () => new Blob([body]),
  } as unknown as Response;
}

let clickedDownloads: string[] = [];
beforeEach(() => {
  jest.clearAllMocks();
  clickedDownloads = [];
  URL.createObjectURL = jest.fn(() => "blob:letter");
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clickedDownloads.push(`${this.download} <- ${this.href}`);
  });
});

async function chooseFormat(user: ReturnType<typeof userEvent.setup>, format: "docx" | "pdf") {
  await user.click(screen.getByTestId("cover-letter-download"));
  await user.click(await screen.findByTestId(`cover-letter-download-${format}`));
}

describe("Download on the Cover Letter tab", () => {
  it("downloads the saved letter under the server's file name", async () => {
    global.fetch = jest.fn(async () =>
      fileResponse(200, "%PDF", {
        "content-disposition": `attachment; filename="Ana-Nunez-Cover-Letter.pdf"; filename*=UTF-8''Ana-N%C3%BA%C3%B1ez-Cover-Letter.pdf`,
      }),
    ) as typeof fetch;
    const user = userEvent.setup();
    render(<CoverLetterTab job={withLetter} />);
    await chooseFormat(user, "pdf");

    await waitFor(() =>
      expect(clickedDownloads).toEqual(["Ana-Núñez-Cover-Letter.pdf <- blob:letter"]),
    );
    expect(global.fetch).toHaveBeenCalledWith(
      "/api/jobs/j9/export?document=cover-letter&format=pdf",
      expect.objectContaining({ method: "GET", credentials: "include" }),
    );
  });

  it.each([
    [404, "Generate the cover letter first."],
    [500, "Failed to download the cover letter. Try again."],
  ])("says why the download failed (%i)", async (status, message) => {
    global.fetch = jest.fn(async () =>
      fileResponse(status, JSON.stringify({ message: "Generate the cover letter first." })),
    ) as typeof fetch;
    const user = userEvent.setup();
    render(<CoverLetterTab job={withLetter} />);
    await chooseFormat(user, "docx");
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(message));
    expect(clickedDownloads).toEqual([]);
  });

  it("stays silent on a lost session", async () => {
    global.fetch = jest.fn(async () =>
      fileResponse(401, JSON.stringify({ message: "Unauthorized" })),
    ) as typeof fetch;
    const user = userEvent.setup();
    render(<CoverLetterTab job={withLetter} />);
    await chooseFormat(user, "pdf");
    await waitFor(() =>
      expect(screen.getByTestId("cover-letter-download")).not.toHaveAttribute("aria-busy"),
    );
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(toastError).not.toHaveBeenCalled();
  });

  it.each([
    ["nothing is written", makeJobDetail({ id: "j1" }), /Generate or write the cover letter/],
    ["the text has unsaved edits", withLetter, /Save your changes first/],
  ])("is unavailable with a reason while %s, shown when pressed", async (state, job, reason) => {
    const user = userEvent.setup();
    render(<CoverLetterTab job={job} />);
    if (state === "the text has unsaved edits") {
      await user.type(screen.getByTestId("cover-letter-editor"), " More.");
    }
    const button = screen.getByTestId("cover-letter-download");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAccessibleDescription(reason);
    expect(screen.getByTestId("cover-letter-download-hint")).toHaveClass("sr-only");

    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveFocus();
    expect(screen.queryByTestId("cover-letter-download-pdf")).not.toBeInTheDocument();
    expect(screen.getByTestId("cover-letter-download-hint")).not.toHaveClass("sr-only");
    expect(screen.getByTestId("cover-letter-download-hint")).toHaveTextContent(reason);
    await user.click(button);
    expect(screen.queryByTestId("cover-letter-download-pdf")).not.toBeInTheDocument();
  });

  it("reads a plain file name when there is no UTF-8 form", () => {
    expect(attachmentFileName('attachment; filename="A-Resume.docx"', "resume.docx")).toBe(
      "A-Resume.docx",
    );
    expect(attachmentFileName(null, "resume.docx")).toBe("resume.docx");
  });
});
