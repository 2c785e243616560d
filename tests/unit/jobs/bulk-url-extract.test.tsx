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
const NOT_A_JOB = "This page does not look like a job posting. Paste the description instead.";

const inputs = () => screen.getAllByTestId("bulk-url-input");
const removeButtons = () => screen.queryAllByTestId("bulk-url-remove");

/** Extraction succeeds for URLs containing 'ok' and answers 422 for the rest. */
function extractByUrl() {
  mockedExtractJob.mockImplementation(async (url) => {
    if (url.includes("ok")) {
      return { title: `Job ${url}`, company: "Acme", description: "Text", salary: "" };
    }
    throw new HttpError(422, `422: ${NOT_A_JOB}`, NOT_A_JOB);
  });
  mockedCreateJob.mockResolvedValue({ id: "new" } as Awaited<ReturnType<typeof createJob>>);
}

async function setup(advanceTimers?: (ms: number) => void) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : undefined);
  render(
    <WithNavigation>
      <AddJobForm />
    </WithNavigation>,
  );
  expect(screen.getByTestId("bulk-url-toggle")).toHaveAttribute("aria-expanded", "false");
  await user.click(screen.getByTestId("bulk-url-toggle"));
  return user;
}

beforeEach(() => jest.clearAllMocks());

describe("Bulk URL Extraction", () => {
  it("sits between the URL extraction and the manual form", () => {
    render(
      <WithNavigation>
        <AddJobForm />
      </WithNavigation>,
    );
    const extract = screen.getByTestId("job-url-extract-input");
    const bulk = screen.getByTestId("bulk-url-toggle");
    const manual = screen.getByTestId("manual-job-toggle");
    expect(extract.compareDocumentPosition(bulk) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bulk.compareDocumentPosition(manual) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("starts with 5 empty rows of at most 2000 characters", async () => {
    await setup();
    expect(inputs()).toHaveLength(5);
    for (const input of inputs()) {
      expect(input).toHaveValue("");
      expect(input).toHaveAttribute("maxLength", "2000");
    }
  });

  it("adds rows and removes them, never below one row", async () => {
    const user = await setup();
    await user.click(screen.getByTestId("bulk-url-add"));
    expect(inputs()).toHaveLength(6);

    await user.type(inputs()[0], "https://keep.test");
    while (inputs().length > 2) await user.click(removeButtons().at(-1)!);
    expect(inputs()).toHaveLength(2);
    expect(removeButtons()).toHaveLength(2);

    await user.click(removeButtons()[1]);
    expect(inputs()).toHaveLength(1);
    expect(inputs()[0]).toHaveValue("https://keep.test");
    expect(removeButtons()).toHaveLength(0);
  });

  it("needs at least one non-blank URL", async () => {
    const user = await setup();
    await user.type(inputs()[0], "   ");
    await user.click(screen.getByTestId("bulk-url-extract-all"));
    expect(toastError).toHaveBeenCalledWith("Please enter at least one URL");
    expect(mockedExtractJob).not.toHaveBeenCalled();
  });

  it("creates a job per success, clears successes, keeps failures with their message", async () => {
    extractByUrl();
    const user = await setup();
    await user.type(inputs()[0], "https://ok.test/1");
    await user.type(inputs()[1], "https://blog.test/post");
    await user.type(inputs()[3], " https://ok.test/2 ");
    await user.click(screen.getByTestId("bulk-url-extract-all"));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Partially completed",
        description: "2 job(s) extracted and created successfully. 1 failed.",
      }),
    );
    expect(mockedExtractJob).toHaveBeenCalledTimes(3);
    expect(mockedCreateJob).toHaveBeenCalledTimes(2);
    expect(mockedCreateJob).toHaveBeenCalledWith({
      title: "Job https://ok.test/2",
      company: "Acme",
      description: "Text",
      url: "https://ok.test/2",
      salary: "",
    });
    expect(inputs().map((input) => (input as HTMLInputElement).value)).toEqual([
      "https://blog.test/post",
      "",
      "",
    ]);
    expect(screen.getByTestId("bulk-url-error")).toHaveTextContent(NOT_A_JOB);
    expect(inputs()[0]).toHaveAttribute("aria-invalid", "true");

    await user.type(inputs()[0], "x");
    expect(screen.queryByTestId("bulk-url-error")).not.toBeInTheDocument();
  });

  it("reports when every URL fails", async () => {
    extractByUrl();
    const user = await setup();
    await user.type(inputs()[0], "https://a.test");
    await user.type(inputs()[1], "https://b.test");
    await user.click(screen.getByTestId("bulk-url-extract-all"));

    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith("Failed to extract jobs from 2 URL(s)"),
    );
    expect(mockedCreateJob).not.toHaveBeenCalled();
    expect(screen.getAllByTestId("bulk-url-error")).toHaveLength(2);
    expect(inputs()).toHaveLength(5);
  });

  it("keeps one empty row when every URL succeeds", async () => {
    extractByUrl();
    const user = await setup();
    while (inputs().length > 1) await user.click(removeButtons()[0]);
    await user.type(inputs()[0], "https://ok.test/a");
    await user.click(screen.getByTestId("bulk-url-add"));
    await user.type(inputs()[1], "https://ok.test/b");
    await user.click(screen.getByTestId("bulk-url-extract-all"));

    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith("2 job(s) extracted and created successfully"),
    );
    expect(inputs()).toHaveLength(1);
    expect(inputs()[0]).toHaveValue("");
  });

  it("disables the buttons while running and hints after 15 s", async () => {
    jest.useFakeTimers();
    try {
      let resolve: (job: Awaited<ReturnType<typeof extractJob>>) => void = () => {};
      mockedExtractJob.mockReturnValue(new Promise((done) => (resolve = done)));
      mockedCreateJob.mockResolvedValue({ id: "new" } as Awaited<ReturnType<typeof createJob>>);
      const user = await setup(jest.advanceTimersByTime);
      await user.type(inputs()[0], "https://slow.test");
      await user.click(screen.getByTestId("bulk-url-extract-all"));

      expect(screen.getByTestId("bulk-url-extract-all")).toBeDisabled();
      expect(screen.getByTestId("bulk-url-add")).toBeDisabled();
      act(() => jest.advanceTimersByTime(15_000));
      expect(toast).toHaveBeenCalledWith({
        title: "Still working",
        description: "This may take up to a minute.",
      });

      await act(async () => resolve({ title: "T", company: "C", description: "D", salary: "" }));
      expect(screen.getByTestId("bulk-url-extract-all")).toBeEnabled();
      expect(toastSuccess).toHaveBeenCalledWith("1 job(s) extracted and created successfully");
    } finally {
      jest.useRealTimers();
    }
  });
});
