import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ComingLaterView } from "@/components/shell/coming-later-view";
import { useNavigation } from "@/lib/client/navigation";
import { installFakeFetch } from "./fake-fetch";
import { renderWithProviders } from "./render-with-providers";

function OpenSimulatorFor({ jobId }: { jobId: string }) {
  const navigation = useNavigation();
  return (
    <>
      <button onClick={() => navigation.openSimulator(jobId)}>open simulator</button>
      {navigation.view === "interview-simulator" && <ComingLaterView view="interview-simulator" />}
    </>
  );
}

describe("ComingLaterView", () => {
  it("names the feature and says plainly it is not available", () => {
    renderWithProviders(<ComingLaterView view="discover" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Discover");
    expect(screen.getByText("This part of Shortlist is not available yet.")).toBeInTheDocument();
    expect(screen.queryByTestId("coming-later-back-to-job")).not.toBeInTheDocument();
  });

  it("shows the simulator's job and returns to it", async () => {
    installFakeFetch({
      "/api/jobs/job-7": {
        status: 200,
        body: { id: "job-7", title: "Data Engineer", company: "Acme" },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OpenSimulatorFor jobId="job-7" />);
    await user.click(screen.getByText("open simulator"));

    expect(await screen.findByTestId("coming-later-job-title")).toHaveTextContent(
      "Data Engineer · Acme",
    );
    await user.click(screen.getByTestId("coming-later-back-to-job"));
    expect(screen.getByTestId("nav-state")).toHaveTextContent(
      '{"view":"job-detail","activeJobId":"job-7"}',
    );
  });
});
