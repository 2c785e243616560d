import { render, screen, within } from "@testing-library/react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

describe("ConfirmDialog", () => {
  it("shows more of the question between the description and the buttons", () => {
    render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        onConfirm={() => {}}
        title="Write for this job?"
        description="It fits poorly."
        confirmLabel="Write anyway"
        testId="fit-gate"
      >
        <ul aria-label="Why">
          <li>Missing: SQL</li>
        </ul>
      </ConfirmDialog>,
    );
    const dialog = screen.getByTestId("fit-gate-dialog");
    expect(dialog).toHaveAccessibleName("Write for this job?");
    expect(dialog).toHaveAccessibleDescription("It fits poorly.");
    expect(within(dialog).getByRole("list", { name: "Why" })).toHaveTextContent("Missing: SQL");
    expect(screen.getByTestId("fit-gate-cancel")).toHaveTextContent("Cancel");
    expect(screen.getByTestId("fit-gate-action")).toHaveTextContent("Write anyway");
    const order = within(dialog)
      .getAllByText(/It fits poorly|Missing: SQL|Write anyway/)
      .map((element) => element.textContent);
    expect(order).toEqual(["It fits poorly.", "Missing: SQL", "Write anyway"]);
  });

  it("scrolls inside the screen when its text is longer than a phone's height", () => {
    render(<ConfirmDialog open onOpenChange={() => {}} onConfirm={() => {}} title="Delete?" />);
    expect(screen.getByTestId("confirm-dialog")).toHaveClass("max-h-[90vh]", "overflow-y-auto");
  });
});
