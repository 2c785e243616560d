import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MasterResumeEditor } from "@/components/dashboard/master-resume-editor";
import { HttpError } from "@/lib/client/fetcher";
import { saveMasterResume, uploadResumeFile } from "@/lib/client/mutations";
import { toast, toastError, toastSuccess } from "@/lib/client/toast-store";
import type { MasterResume } from "@/lib/types";

jest.mock("@/lib/client/mutations", () => ({
  saveMasterResume: jest.fn(),
  uploadResumeFile: jest.fn(),
}));
jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

const mockedUpload = jest.mocked(uploadResumeFile);
const mockedSave = jest.mocked(saveMasterResume);

const saved: MasterResume = {
  text: "Saved résumé",
  source: "upload",
  fileName: "cv.pdf",
  analyzedKeywords: [],
  analyzedSkills: [],
  analyzedJobTitles: [],
  targetRoles: [],
  createdAt: "2026-03-01T10:00:00Z",
  updatedAt: "2026-03-05T10:00:00Z",
};

const fileOf = (name: string, size = 100, type = "") => {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};
const choose = (file: File) =>
  fireEvent.change(screen.getByTestId("resume-file-input"), { target: { files: [file] } });

beforeEach(() => jest.clearAllMocks());

describe("MasterResumeEditor", () => {
  it("starts from the saved résumé and says what is in use", () => {
    render(<MasterResumeEditor resume={saved} />);
    expect(screen.getByTestId("resume-text")).toHaveValue("Saved résumé");
    expect(screen.getByTestId("resume-using")).toHaveTextContent(
      "Using: cv.pdf • updated Mar 5, 2026",
    );
  });

  it("alerts and stops when the file is over 10 MB", () => {
    const alert = jest.spyOn(window, "alert").mockImplementation(() => {});
    render(<MasterResumeEditor resume={null} />);
    choose(fileOf("cv.pdf", 10_485_761));
    expect(alert).toHaveBeenCalledWith("File size must be less than 10MB");
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it("puts 'File type not supported' in the text area and blocks saving it", () => {
    render(<MasterResumeEditor resume={null} />);
    choose(fileOf("photo.png", 100, "image/png"));
    expect(screen.getByTestId("resume-text")).toHaveValue("File type not supported");
    expect(screen.getByTestId("resume-save")).toBeDisabled();
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it("fills the text area from an upload and saves it as an upload", async () => {
    mockedUpload.mockResolvedValue({ text: "Extracted text", fileName: "cv.docx" });
    mockedSave.mockResolvedValue(saved);
    const user = userEvent.setup();
    render(<MasterResumeEditor resume={null} />);
    await user.click(screen.getByTestId("resume-tab-upload"));
    choose(fileOf("cv.docx"));
    expect(await screen.findByTestId("resume-text")).toHaveValue("Extracted text");

    await user.click(screen.getByTestId("resume-save"));
    expect(mockedSave).toHaveBeenCalledWith({
      text: "Extracted text",
      source: "upload",
      fileName: "cv.docx",
    });
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith("Master résumé saved successfully"),
    );
  });

  it("shows the server's message when an upload fails", async () => {
    mockedUpload.mockRejectedValue(
      new HttpError(415, '415: {"message":"Unreadable PDF"}', "Unreadable PDF"),
    );
    render(<MasterResumeEditor resume={null} />);
    choose(fileOf("cv.pdf"));
    await waitFor(() =>
      expect(screen.getByTestId("resume-text")).toHaveValue("Upload failed: Unreadable PDF"),
    );
    expect(toast).toHaveBeenCalledWith({
      title: "Upload failed",
      description: "Unreadable PDF",
      variant: "destructive",
    });
  });

  it("saves typed text as pasted and reports a failed save", async () => {
    mockedSave.mockRejectedValue(new Error("500: boom"));
    const user = userEvent.setup();
    render(<MasterResumeEditor resume={null} />);
    await user.type(screen.getByTestId("resume-text"), "My résumé");
    await user.click(screen.getByTestId("resume-save"));
    expect(mockedSave).toHaveBeenCalledWith({ text: "My résumé", source: "paste", fileName: null });
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to save master résumé"));
  });

  it("pastes from the clipboard, or explains when it cannot", async () => {
    const user = userEvent.setup();
    render(<MasterResumeEditor resume={saved} />);
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    await user.click(screen.getByTestId("resume-paste"));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Paste not supported" }));

    Object.defineProperty(navigator, "clipboard", {
      value: { readText: jest.fn().mockResolvedValue("Pasted résumé") },
      configurable: true,
    });
    await user.click(screen.getByTestId("resume-paste"));
    await waitFor(() => expect(screen.getByTestId("resume-text")).toHaveValue("Pasted résumé"));
  });
});
