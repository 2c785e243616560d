import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { KeywordAnalysisCard } from "@/components/dashboard/keyword-analysis-card";
import { analyzeResumeKeywords } from "@/lib/client/resume-analysis";
import { toast, toastError, toastSuccess } from "@/lib/client/toast-store";
import type { MasterResume } from "@/lib/types";

jest.mock("@/lib/client/resume-analysis", () => ({ analyzeResumeKeywords: jest.fn() }));
jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

const resume = (overrides: Partial<MasterResume> = {}): MasterResume => ({
  text: "Senior Engineer\nReact, TypeScript",
  source: "paste",
  fileName: null,
  analyzedKeywords: [],
  analyzedSkills: [],
  analyzedJobTitles: [],
  targetRoles: [],
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  ...overrides,
});

describe("KeywordAnalysisCard", () => {
  beforeEach(() => jest.clearAllMocks());

  it("is disabled without résumé text", () => {
    render(<KeywordAnalysisCard resume={null} />);
    expect(screen.getByTestId("analyze-keywords")).toBeDisabled();
    expect(screen.getByText("Save your master résumé first.")).toBeInTheDocument();
  });

  it("runs the analysis on the saved text and says so", async () => {
    jest.mocked(analyzeResumeKeywords).mockResolvedValue({ keywords: [], skills: [] });
    render(<KeywordAnalysisCard resume={resume()} />);
    await userEvent.click(screen.getByTestId("analyze-keywords"));
    expect(analyzeResumeKeywords).toHaveBeenCalledWith("Senior Engineer\nReact, TypeScript");
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith("Resume keywords analyzed successfully"),
    );
  });

  it("reports a failed analysis", async () => {
    jest.mocked(analyzeResumeKeywords).mockRejectedValue(new Error("500: boom"));
    render(<KeywordAnalysisCard resume={resume()} />);
    await userEvent.click(screen.getByTestId("analyze-keywords"));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Failed to analyze resume keywords"),
    );
  });

  it("shows at most 6 keywords and 8 skills, each with a copy button", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(
      <KeywordAnalysisCard
        resume={resume({
          analyzedKeywords: Array.from({ length: 9 }, (_, i) => `Keyword ${i}`),
          analyzedSkills: Array.from({ length: 11 }, (_, i) => `Skill ${i}`),
        })}
      />,
    );
    expect(screen.getByTestId("primary-keywords").querySelectorAll("li")).toHaveLength(6);
    expect(screen.getByTestId("key-skills").querySelectorAll("li")).toHaveLength(8);
    await userEvent.click(screen.getByRole("button", { name: "Copy Skill 2" }));
    expect(writeText).toHaveBeenCalledWith("Skill 2");
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Copied" }));
  });
});
