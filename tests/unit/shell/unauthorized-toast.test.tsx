import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ManualJobForm } from "@/components/jobs/manual-job-form";
import { useUnauthorizedRedirect } from "@/components/shell/use-unauthorized-redirect";
import { Toaster } from "@/components/ui/toaster";
import { dismissToast } from "@/lib/client/toast-store";
import { installFakeFetch } from "./fake-fetch";

function SignedInForm() {
  useUnauthorizedRedirect();
  return <ManualJobForm onSaved={jest.fn()} />;
}

afterEach(() => act(() => dismissToast()));

describe("a write answering 401", () => {
  it("shows only the Unauthorized toast, not the failed action's", async () => {
    installFakeFetch({ "/api/jobs": { status: 401, body: { message: "Unauthorized" } } });
    // jsdom cannot follow the redirect to log in; it reports the attempt on console.error.
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <>
        <SignedInForm />
        <Toaster />
      </>,
    );
    await user.type(screen.getByTestId("job-description-input"), "Run the support desk.");
    await user.click(screen.getByTestId("job-save"));

    const toast = await screen.findByTestId("toast");
    expect(toast).toHaveTextContent("Unauthorized");
    expect(toast).toHaveTextContent("You are logged out. Logging in again...");
    expect(screen.queryByText("Failed to save job")).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.getByTestId("toast")).toHaveTextContent("Unauthorized");
    consoleError.mockRestore();
  });
});
