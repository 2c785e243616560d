import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AddJobForm } from "@/components/jobs/add-job-form";
import { extractJob } from "@/lib/client/extract";
import { HttpError } from "@/lib/client/fetcher";
import { createJob } from "@/lib/client/mutations";
import { toast, toastError, toastSuccess } from "@/lib/client/toast-store";
import { WithNavigation } from "../dashboard/nav-probe";

jest.mock("@/lib/client/extract", () => ({
  ...jest.requireActual("@/lib/client/extract"),
  extractJob: jest.fn(),
}));
jest.mock("@/lib/client/mutations", () => ({ createJob: jest.fn() }));
jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

const mockedExtractJob = jest.mocked(extractJob);
const mockedCreateJob = jest.mocked(createJob);
const URL_TEXT = "https://acme.test/jobs/42";
const EXTRACTED = {
  title: "Platform Engineer",
  company: "Acme",
  description: "Run the platform.",
  salary: "$150k",
};

function setup(
  options: { isManualOpenByDefault?: boolean; advanceTimers?: (ms: number) => void } = {},
) {
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : undefined,
  );
  render(
    <WithNavigation>
      <AddJobForm isManualOpenByDefault={options.isManualOpenByDefault} />
    </WithNavigation>,
  );
  return user;
}

beforeEach(() => jest.clearAllMocks());

describe("Extract from Job URL", () => {
  it("fills the manual form, opens it and toasts; saving sends the reviewed fields", async () => {
    mockedExtractJob.mockResolvedValue(EXTRACTED);
    mockedCreateJob.mockResolvedValue({ id: "j1" } as Awaited<ReturnType<typeof createJob>>);
    const user = setup({ isManualOpenByDefault: false });
    expect(screen.queryByTestId("job-title-input")).not.toBeInTheDocument();
    expect(screen.getByTestId("job-url-extract-input")).toHaveAttribute("maxLength", "2000");

    await user.type(screen.getByTestId("job-url-extract-input"), `  ${URL_TEXT} `);
    await user.click(screen.getByTestId("job-url-extract"));

    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith("Job details extracted successfully"),
    );
    expect(mockedExtractJob).toHaveBeenCalledWith(URL_TEXT);
    expect(screen.getByTestId("job-title-input")).toHaveValue("Platform Engineer");
    expect(screen.getByTestId("job-company-input")).toHaveValue("Acme");
    expect(screen.getByTestId("job-salary-input")).toHaveValue("$150k");
    expect(screen.getByTestId("job-url-input")).toHaveValue(URL_TEXT);
    expect(screen.getByTestId("job-description-input")).toHaveValue("Run the platform.");
    expect(mockedCreateJob).not.toHaveBeenCalled();

    await user.click(screen.getByTestId("job-save"));
    await waitFor(() =>
      expect(mockedCreateJob).toHaveBeenCalledWith({ ...EXTRACTED, url: URL_TEXT }),
    );
  });

  it("needs a non-blank URL", async () => {
    const user = setup();
    await user.type(screen.getByTestId("job-url-extract-input"), "   ");
    await user.click(screen.getByTestId("job-url-extract"));
    expect(toastError).toHaveBeenCalledWith("Please enter a job URL");
    expect(mockedExtractJob).not.toHaveBeenCalled();
  });

  it("disables the button while pending and shows the server's message on a 4xx", async () => {
    const message = "This page does not look like a job posting. Paste the description instead.";
    let reject: (error: Error) => void = () => {};
    mockedExtractJob.mockReturnValue(new Promise((_, fail) => (reject = fail)));
    const user = setup();
    await user.type(screen.getByTestId("job-url-extract-input"), URL_TEXT);
    await user.click(screen.getByTestId("job-url-extract"));

    expect(screen.getByTestId("job-url-extract")).toBeDisabled();
    await act(async () => reject(new HttpError(422, `422: ${message}`, message)));
    expect(toastError).toHaveBeenCalledWith(message);
    expect(screen.getByTestId("job-url-extract")).toBeEnabled();
    expect(screen.getByTestId("job-url-extract-input")).toHaveValue(URL_TEXT);
    expect(screen.getByTestId("job-title-input")).toHaveValue("");
  });

  it("shows the generic message for a server error", async () => {
    mockedExtractJob.mockRejectedValue(new HttpError(500, "500: boom", "boom"));
    const user = setup();
    await user.type(screen.getByTestId("job-url-extract-input"), URL_TEXT);
    await user.click(screen.getByTestId("job-url-extract"));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Failed to extract job details from URL"),
    );
  });

  describe("slow hint", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("says 'Still working' after 10 s", async () => {
      mockedExtractJob.mockReturnValue(new Promise(() => {}));
      const user = setup({ advanceTimers: jest.advanceTimersByTime });
      await user.type(screen.getByTestId("job-url-extract-input"), URL_TEXT);
      await user.click(screen.getByTestId("job-url-extract"));

      act(() => jest.advanceTimersByTime(9_999));
      expect(toast).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(toast).toHaveBeenCalledWith({
        title: "Still working",
        description: "This may take up to 30 seconds.",
      });
    });
  });
});
