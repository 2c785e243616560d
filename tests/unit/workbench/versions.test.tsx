import { screen, waitFor, within } from "@testing-library/react";
import { toast, toastError } from "@/lib/client/toast-store";
import { makeJobDetail } from "../board/fixtures";
import { installStreamFetch, jsonResponse } from "./fake-stream";
import {
  EDITED,
  GENERATED,
  editor,
  handEdited,
  installApi,
  renderTab,
  resetTabState,
  version,
  withResume,
} from "./document-tab-harness";

jest.mock("@/lib/client/toast-store", () => ({
  toast: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
}));

beforeEach(resetTabState);

describe("Versions", () => {
  const versions = [
    version("v3", GENERATED, "generated", true),
    version("v2", EDITED, "edited"),
    version("v1", "Ada Lovelace\nAn older start", "generated"),
  ];
  const restoredJob = handEdited();
  const undoneJob = withResume();

  it("lists each version with its origin and where it differs, and restores one, then undoes it", async () => {
    const { calls } = installApi({
      "GET /api/jobs/j1/versions?document=resume": versions,
      "POST /api/jobs/j1/versions/v2/restore": { job: restoredJob, replacedVersionId: "v3" },
      "POST /api/jobs/j1/versions/v3/restore": { job: undoneJob, replacedVersionId: "v4" },
    });
    const user = renderTab(withResume());
    await user.click(screen.getByTestId("resume-versions"));

    const items = await screen.findAllByTestId("version-item");
    expect(
      items.map((item) => within(item).getAllByText(/Hand edit|Generated/)[0].textContent),
    ).toEqual(["Generated", "Hand edit", "Generated"]);
    expect(items[0]).toHaveTextContent("Current");
    expect(within(items[0]).queryByTestId("version-restore")).not.toBeInTheDocument();
    expect(within(items[1]).getByTestId("version-preview")).toHaveTextContent(
      "Differs from line 3:Skills: SQL, Python",
    );
    expect(within(items[2]).getByTestId("version-preview")).toHaveTextContent(
      "Differs from line 2:An older start",
    );

    await user.click(within(items[1]).getByTestId("version-restore"));
    await waitFor(() => expect(screen.queryByTestId("versions-dialog")).not.toBeInTheDocument());
    expect(editor()).toHaveValue(EDITED);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Version restored" }));

    await user.click(screen.getByTestId("resume-undo-restore"));
    await waitFor(() => expect(editor()).toHaveValue(GENERATED));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Restore undone" }));
    expect(screen.queryByTestId("resume-undo-restore")).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
      "/api/jobs/j1/versions/v2/restore",
      "/api/jobs/j1/versions/v3/restore",
    ]);
  });

  it("saves unsaved changes before restoring, and says so", async () => {
    const { calls } = installApi({
      "GET /api/jobs/j1/versions?document=resume": versions,
      "PATCH /api/jobs/j1/resume": withResume(),
      "POST /api/jobs/j1/versions/v2/restore": { job: restoredJob, replacedVersionId: "v4" },
    });
    const user = renderTab(withResume());
    await user.type(editor(), "\nNot saved");
    await user.click(screen.getByTestId("resume-versions"));
    expect(screen.getByTestId("versions-dialog")).toHaveTextContent(
      "Your unsaved changes are saved as a version before another one is restored.",
    );
    const [, edit] = await screen.findAllByTestId("version-item");
    await user.click(within(edit).getByTestId("version-restore"));

    await waitFor(() => expect(editor()).toHaveValue(EDITED));
    expect(calls.filter((call) => call.method !== "GET").map((call) => call.url)).toEqual([
      "/api/jobs/j1/resume",
      "/api/jobs/j1/versions/v2/restore",
    ]);
  });

  it("spins only the Restore being restored, and holds the others", async () => {
    installStreamFetch((url, init) => {
      if (url.endsWith("/versions?document=resume")) return jsonResponse(200, versions);
      if (init.method === "POST") return new Promise(() => {}) as never;
      return undefined;
    });
    const user = renderTab(withResume());
    await user.click(screen.getByTestId("resume-versions"));
    const [, edit, older] = await screen.findAllByTestId("version-item");
    await user.click(within(edit).getByTestId("version-restore"));

    const restoring = within(edit).getByTestId("version-restore");
    const other = within(older).getByTestId("version-restore");
    expect(restoring).toHaveAttribute("aria-busy", "true");
    expect(restoring.querySelector(".animate-spin")).not.toBeNull();
    expect(other).toBeDisabled();
    expect(other).toHaveAttribute("aria-busy", "false");
    expect(other.querySelector(".animate-spin")).toBeNull();
  });

  it("says so when there is nothing earlier yet", async () => {
    installApi({ "GET /api/jobs/j1/versions?document=resume": [versions[0]] });
    const user = renderTab(withResume());
    await user.click(screen.getByTestId("resume-versions"));
    expect(await screen.findByTestId("versions-empty")).toHaveTextContent(
      "No earlier versions yet.",
    );
  });

  it("offers a retry when the list cannot be loaded", async () => {
    installApi();
    const user = renderTab(withResume());
    await user.click(screen.getByTestId("resume-versions"));
    expect(await screen.findByTestId("query-error")).toHaveTextContent(
      "We couldn't load the versions.",
    );
  });

  it("toasts the server's reason when a restore fails, and keeps the dialog open", async () => {
    installStreamFetch((url, init) => {
      if (url.endsWith("/versions?document=resume")) return jsonResponse(200, versions);
      if (init.method === "POST") return jsonResponse(404, { message: "Version not found" });
      return undefined;
    });
    const user = renderTab(withResume());
    await user.click(screen.getByTestId("resume-versions"));
    const [, edit] = await screen.findAllByTestId("version-item");
    await user.click(within(edit).getByTestId("version-restore"));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Version not found"));
    expect(screen.getByTestId("versions-dialog")).toBeInTheDocument();
    expect(editor()).toHaveValue(GENERATED);
  });

  it("is offered only once there is a text", () => {
    installApi();
    renderTab(makeJobDetail({ id: "j1" }));
    expect(screen.queryByTestId("resume-versions")).not.toBeInTheDocument();
  });
});
