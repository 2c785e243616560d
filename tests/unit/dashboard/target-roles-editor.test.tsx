import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ProfileBanner } from "@/components/dashboard/profile-banner";
import { toastError } from "@/lib/client/toast-store";
import type { MasterResume } from "@/lib/types";
import { installFakeFetch, signedInUser } from "../shell/fake-fetch";

jest.mock("@/lib/client/toast-store", () => ({ toastError: jest.fn() }));

const resume: MasterResume = {
  text: "Maya Thompson\nSenior Customer Success Manager",
  source: "paste",
  fileName: null,
  analyzedKeywords: [],
  analyzedSkills: [],
  analyzedJobTitles: ["Senior Customer Success Manager"],
  targetRoles: ["Director of Customer Success"],
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};

function renderBanner() {
  const user = userEvent.setup();
  render(<ProfileBanner user={signedInUser} resume={resume} isLoading={false} />);
  return user;
}

type FetchCall = [RequestInfo | URL, RequestInit];
const calls = (fetchMock: jest.Mock) => fetchMock.mock.calls as unknown as FetchCall[];
const sentRoles = (fetchMock: jest.Mock) =>
  calls(fetchMock).map(([, init]) => JSON.parse(String(init.body)).targetRoles);

beforeEach(() => jest.clearAllMocks());

describe("Target roles on the profile banner", () => {
  it("says the current title first and counts the added roles", () => {
    renderBanner();
    expect(screen.getByTestId("profile-subtitle")).toHaveTextContent(
      "Targeting Senior Customer Success Manager +1 more",
    );
  });

  it("adds a role with the keyboard and removes one", async () => {
    const fetchMock = installFakeFetch({
      "/api/master-resume/target-roles": { status: 200, body: resume },
    });
    const user = renderBanner();
    await user.click(screen.getByTestId("target-roles-toggle"));
    expect(screen.getByTestId("target-roles-toggle")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByTestId("target-role-current")).toHaveTextContent(
      "Senior Customer Success Manager",
    );

    await user.type(screen.getByLabelText("Add a target role"), "VP of Customer Success{Enter}");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole("button", { name: "Remove Director of Customer Success" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentRoles(fetchMock)).toEqual([
      ["Director of Customer Success", "VP of Customer Success"],
      [],
    ]);
    expect(calls(fetchMock)[0][1]).toMatchObject({ method: "PUT" });
    expect(screen.getByLabelText("Add a target role")).toHaveFocus();
  });

  it("refuses a role already listed, whatever its case, without a request", async () => {
    const fetchMock = installFakeFetch({});
    const user = renderBanner();
    await user.click(screen.getByTestId("target-roles-toggle"));
    await user.type(
      screen.getByLabelText("Add a target role"),
      "senior customer success manager{Enter}",
    );
    expect(screen.getByRole("alert")).toHaveTextContent(
      '"senior customer success manager" is already one of your target roles.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [500, "Down", "Failed to save target roles"],
    [400, "Up to 5 target roles.", "Up to 5 target roles."],
  ])(
    "says when saving failed (%i), with the server's reason for a 4xx",
    async (status, reason, said) => {
      installFakeFetch({
        "/api/master-resume/target-roles": { status, body: { message: reason } },
      });
      const user = renderBanner();
      await user.click(screen.getByTestId("target-roles-toggle"));
      await user.type(screen.getByLabelText("Add a target role"), "Team Lead{Enter}");
      await waitFor(() => expect(toastError).toHaveBeenCalledWith(said));
      expect(screen.getByLabelText("Add a target role")).toHaveValue("Team Lead");
    },
  );
});
