import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { UnsavedChangesDialog } from "@/components/shell/unsaved-changes-dialog";
import { useNavigation } from "@/lib/client/navigation";
import { useUnsavedChanges, useUnsavedChangesContext } from "@/lib/client/unsaved-changes";
import { MAIN_CONTENT_ID, useFocusHeadingOnViewChange } from "@/lib/client/view-focus";
import { renderWithProviders } from "./render-with-providers";

/** An editor that is dirty while its box is ticked, and buttons for every way to leave. */
function Page({ startDirty = true }: { startDirty?: boolean }) {
  const [isDirty, setDirty] = useState(startDirty);
  useUnsavedChanges(isDirty);
  const navigation = useNavigation();
  const discard = useUnsavedChangesContext()?.discardUnsavedChanges;
  return (
    <>
      <input
        type="checkbox"
        aria-label="dirty"
        checked={isDirty}
        onChange={(event) => setDirty(event.target.checked)}
      />
      <button onClick={() => navigation.navigate("dashboard")}>dashboard</button>
      <button onClick={() => navigation.openJob("job-2")}>other job</button>
      <button onClick={() => navigation.openJob("job-1")}>same job</button>
      <button onClick={() => navigation.openApplications("applied")}>applications</button>
      <button onClick={() => navigation.openSimulator("job-1")}>simulator</button>
      <button
        onClick={() => {
          discard?.();
          navigation.navigate("applications");
        }}
      >
        deleted
      </button>
      <UnsavedChangesDialog />
    </>
  );
}

/** The shell's main area in small: the view's heading, focused when the view changes. */
function Main() {
  const { view, activeJobId } = useNavigation();
  useFocusHeadingOnViewChange(`${view}:${activeJobId}`);
  return (
    <main id={MAIN_CONTENT_ID}>
      <h1>{view}</h1>
    </main>
  );
}

function renderPage(startDirty = true) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <Page startDirty={startDirty} />
      <Main />
    </>,
    "job-detail",
    "job-1",
  );
  return user;
}

const nav = () => JSON.parse(screen.getByTestId("nav-state").textContent ?? "{}");

describe("leaving with unsaved changes", () => {
  it.each([
    ["the sidebar", "dashboard", { view: "dashboard" }],
    ["another job", "other job", { view: "job-detail", activeJobId: "job-2" }],
    ["the board", "applications", { view: "applications" }],
    ["the simulator", "simulator", { view: "interview-simulator" }],
  ])("to %s asks; Stay keeps the view and Leave goes", async (_case, button, target) => {
    const user = renderPage();
    await user.click(screen.getByText(button));

    const dialog = await screen.findByTestId("confirm-dialog");
    expect(dialog).toHaveAccessibleName("Leave without saving?");
    await user.click(screen.getByTestId("confirm-cancel"));
    expect(nav()).toEqual({ view: "job-detail", activeJobId: "job-1" });
    await waitFor(() => expect(screen.getByText(button)).toHaveFocus());

    await user.click(screen.getByText(button));
    await user.click(screen.getByTestId("confirm-action"));
    expect(nav()).toMatchObject(target);
    expect(screen.queryByTestId("confirm-dialog")).not.toBeInTheDocument();
    // Leave moved on: focus is on the new view's heading, not on the button left behind.
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveFocus());
  });

  it("does not ask to open the job that is already open", async () => {
    const user = renderPage();
    await user.click(screen.getByText("same job"));
    expect(screen.queryByTestId("confirm-dialog")).not.toBeInTheDocument();
  });

  it("does not ask once the changes are saved", async () => {
    const user = renderPage();
    await user.click(screen.getByLabelText("dirty"));
    await user.click(screen.getByText("dashboard"));
    expect(screen.queryByTestId("confirm-dialog")).not.toBeInTheDocument();
    expect(nav()).toMatchObject({ view: "dashboard" });
  });

  it("does not ask when the changes were discarded with their job", async () => {
    const user = renderPage();
    await user.click(screen.getByText("deleted"));
    expect(screen.queryByTestId("confirm-dialog")).not.toBeInTheDocument();
    expect(nav()).toMatchObject({ view: "applications" });
  });

  it("has the browser ask before the tab closes, only while something is unsaved", async () => {
    const user = renderPage();
    const closing = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(true);
    await user.click(screen.getByLabelText("dirty"));
    expect(closing()).toBe(false);
  });
});
