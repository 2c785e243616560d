import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BoardSettingsDialog } from "@/components/discover/board-settings-dialog";
import { toast } from "@/lib/client/toast-store";
import { renderWithProviders } from "../shell/render-with-providers";
import { installFakeApi } from "./fake-api";

jest.mock("@/lib/client/toast-store", () => ({ toast: jest.fn() }));

const stored = { greenhouseBoards: ["acmeco"], leverSites: [], ashbyBoards: ["linear", "ramp"] };

describe("BoardSettingsDialog", () => {
  beforeEach(() => jest.clearAllMocks());

  it("shows the user's boards and saves the edited lists", async () => {
    const calls = installFakeApi((call) => {
      if (call.path !== "/api/discover/settings") return undefined;
      return call.method === "PUT"
        ? { status: 200, body: call.body }
        : { status: 200, body: stored };
    });
    const user = userEvent.setup();
    renderWithProviders(<BoardSettingsDialog />, "discover");
    await user.click(screen.getByTestId("board-settings"));
    expect(await screen.findByTestId("board-greenhouseBoards")).toHaveValue("acmeco");
    expect(screen.getByTestId("board-ashbyBoards")).toHaveValue("linear, ramp");

    await user.type(screen.getByTestId("board-leverSites"), "netflix, , eu:eurocorp");
    await user.click(screen.getByTestId("board-settings-save"));
    await waitFor(() =>
      expect(screen.queryByTestId("board-settings-dialog")).not.toBeInTheDocument(),
    );
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      greenhouseBoards: ["acmeco"],
      leverSites: ["netflix", "eu:eurocorp"],
      ashbyBoards: ["linear", "ramp"],
    });
    expect(toast).toHaveBeenCalledWith({ title: "Discover settings saved" });
  });

  it("shows the server's reason when a board name is refused", async () => {
    installFakeApi((call) => {
      if (call.path !== "/api/discover/settings") return undefined;
      return call.method === "PUT"
        ? { status: 400, body: { message: "Board names use letters, digits and dashes" } }
        : { status: 200, body: stored };
    });
    const user = userEvent.setup();
    renderWithProviders(<BoardSettingsDialog />, "discover");
    await user.click(screen.getByTestId("board-settings"));
    await user.type(await screen.findByTestId("board-leverSites"), "not a board!");
    await user.click(screen.getByTestId("board-settings-save"));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Failed to save",
        description: "Board names use letters, digits and dashes",
        variant: "destructive",
      }),
    );
    expect(screen.getByTestId("board-settings-dialog")).toBeInTheDocument();
  });
});
