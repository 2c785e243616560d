import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AddJobForm } from "@/components/jobs/add-job-form";
import { createJob } from "@/lib/client/mutations";
import { toast, toastError, toastSuccess } from "@/lib/client/toast-store";
import { WithNavigation } from "./nav-probe";

jest.mock("@/lib/client/mutations", () => ({ createJob: jest.fn() }));
jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

const mockedCreateJob = jest.mocked(createJob);
const nav = () => JSON.parse(screen.getByTestId("nav").textContent ?? "{}");

function setup(onSaved?: (id: string) => void) {
  const user = userEvent.setup();
  render(
    <WithNavigation>
      <AddJobForm onSaved={onSaved} />
    </WithNavigation>,
  );
  return user;
}

beforeEach(() => jest.clearAllMocks());

describe("AddJobForm (manual entry)", () => {
  it("is open by default and requires a description", async () => {
    const user = setup();
    await user.type(screen.getByTestId("job-title-input"), "Engineer");
    await user.click(screen.getByTestId("job-save"));

    expect(screen.getByRole("alert")).toHaveTextContent("Job description is required");
    expect(screen.getByTestId("job-description-input")).toHaveAttribute("aria-invalid", "true");
    expect(toastError).toHaveBeenCalledWith("Job description is required");
    expect(mockedCreateJob).not.toHaveBeenCalled();
  });

  it("applies the defaults, clears the form and opens the saved job", async () => {
    mockedCreateJob.mockResolvedValue({ id: "new-job" } as Awaited<ReturnType<typeof createJob>>);
    const onSaved = jest.fn();
    const user = setup(onSaved);
    await user.type(screen.getByTestId("job-description-input"), "  Build things.  ");
    await user.type(screen.getByTestId("job-url-input"), "   ");
    await user.click(screen.getByTestId("job-save"));

    await waitFor(() =>
      expect(nav()).toMatchObject({ view: "job-detail", activeJobId: "new-job" }),
    );
    expect(mockedCreateJob).toHaveBeenCalledWith({
      title: "Untitled",
      company: "—",
      description: "Build things.",
      url: null,
      salary: "",
    });
    expect(onSaved).toHaveBeenCalledWith("new-job");
    expect(toastSuccess).toHaveBeenCalledWith("Job saved successfully. Opening workbench...");
    expect(screen.getByTestId("job-description-input")).toHaveValue("");
  });

  it("sends every filled field trimmed", async () => {
    mockedCreateJob.mockResolvedValue({ id: "j2" } as Awaited<ReturnType<typeof createJob>>);
    const user = setup();
    await user.type(screen.getByTestId("job-title-input"), " Designer ");
    await user.type(screen.getByTestId("job-company-input"), "Acme");
    await user.type(screen.getByTestId("job-salary-input"), "$100k");
    await user.type(screen.getByTestId("job-url-input"), "https://acme.test/jobs/1");
    await user.type(screen.getByTestId("job-description-input"), "Design things.");
    await user.click(screen.getByTestId("job-save"));

    await waitFor(() => expect(mockedCreateJob).toHaveBeenCalledTimes(1));
    expect(mockedCreateJob).toHaveBeenCalledWith({
      title: "Designer",
      company: "Acme",
      description: "Design things.",
      url: "https://acme.test/jobs/1",
      salary: "$100k",
    });
  });

  it("limits the URL to 2000 characters", () => {
    setup();
    expect(screen.getByTestId("job-url-input")).toHaveAttribute("maxLength", "2000");
  });

  it("keeps the fields and reports a failed save", async () => {
    let reject: (error: Error) => void = () => {};
    mockedCreateJob.mockReturnValue(new Promise((_, fail) => (reject = fail)));
    const user = setup();
    await user.type(screen.getByTestId("job-description-input"), "Role text");
    await user.click(screen.getByTestId("job-save"));

    expect(screen.getByTestId("job-save")).toBeDisabled();
    reject(new Error("500: boom"));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to save job"));
    expect(screen.getByTestId("job-save")).toBeEnabled();
    expect(screen.getByTestId("job-description-input")).toHaveValue("Role text");
    expect(nav().view).toBe("dashboard");
  });

  it("clears all fields with a toast", async () => {
    const user = setup();
    await user.type(screen.getByTestId("job-title-input"), "Title");
    await user.type(screen.getByTestId("job-description-input"), "Text");
    await user.click(screen.getByTestId("job-clear"));

    expect(screen.getByTestId("job-title-input")).toHaveValue("");
    expect(screen.getByTestId("job-description-input")).toHaveValue("");
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Fields Cleared" }));
  });
});
