import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { SWRConfig } from "swr";
import { AppRoot } from "@/components/shell/app-root";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { MAIN_CONTENT_ID } from "@/lib/client/view-focus";
import { installFakeFetch, signedInUser } from "./fake-fetch";

// The dashboard belongs to another area; a stand-in keeps this test about the shell.
jest.mock("@/components/dashboard/dashboard-view", () => ({
  DashboardView: () => (
    <>
      <h1>Dashboard</h1>
      <button type="button">Add job</button>
    </>
  ),
}));

async function renderSignedIn() {
  installFakeFetch({
    "/api/auth/user": { status: 200, body: signedInUser },
    "/api/jobs": { status: 200, body: [] },
  });
  const user = userEvent.setup();
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppRoot hasSessionCookie />
    </SWRConfig>,
  );
  await screen.findByTestId("sidebar");
  return user;
}

describe("keyboard focus in the shell", () => {
  it("offers 'Skip to main content' first, and it lands in the view", async () => {
    const user = await renderSignedIn();
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(document.getElementById(MAIN_CONTENT_ID)).toHaveFocus();
    await user.tab();
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByTestId("sidebar")).not.toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it("moves focus to the new view's heading when the view changes", async () => {
    const user = await renderSignedIn();
    await user.click(screen.getByTestId("nav-discover"));
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1, name: "Discover" })).toHaveFocus(),
    );
    await user.click(screen.getByTestId("nav-dashboard"));
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toHaveFocus(),
    );
  });
});

function DeleteOnConfirm() {
  const [isOpen, setOpen] = useState(false);
  const [isGone, setGone] = useState(false);
  return (
    <main id={MAIN_CONTENT_ID}>
      <h1>Applications</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Keep
      </button>
      {!isGone && (
        <button type="button" onClick={() => setOpen(true)}>
          Delete Job
        </button>
      )}
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setOpen}
        title="Delete job?"
        onConfirm={() => setGone(true)}
      />
    </main>
  );
}

describe("focus after a dialog", () => {
  it("returns to the button that opened it", async () => {
    const user = userEvent.setup();
    render(<DeleteOnConfirm />);
    await user.click(screen.getByRole("button", { name: "Delete Job" }));
    await user.click(await screen.findByTestId("confirm-cancel"));
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete Job" })).toHaveFocus());
  });

  it("goes to the view's heading when that button is gone", async () => {
    const user = userEvent.setup();
    render(<DeleteOnConfirm />);
    await user.click(screen.getByRole("button", { name: "Delete Job" }));
    await user.click(await screen.findByTestId("confirm-action"));
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Applications" })).toHaveFocus(),
    );
  });
});
