import { render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { useTranscripts } from "@/lib/client/hooks";
import { saveInterviewTranscript } from "@/lib/client/simulator";
import { swrConfig } from "@/lib/client/swr-config";
import { installFakeFetch } from "../shell/fake-fetch";

function SavedCount() {
  const { transcripts, isLoading } = useTranscripts("j1");
  return <output data-testid="count">{isLoading ? "…" : transcripts.length}</output>;
}

const saved = {
  id: "t1",
  title: "Acme - Engineer",
  content: "[0:00] INTERVIEWER: Hello",
  interviewMode: "text" as const,
  duration: 60,
  interviewDate: "2026-11-26T10:00:00.000Z",
};

it("a saved transcript shows in Saved Interviews when the Q&A tab comes back", async () => {
  const fetch = installFakeFetch({ "/api/jobs/j1/transcripts": { status: 200, body: [] } });
  // The app's SWR settings and its global cache, as the Q&A tab has them.
  const tab = () => (
    <SWRConfig value={swrConfig}>
      <SavedCount />
    </SWRConfig>
  );
  const first = render(tab());
  expect(await screen.findByText("0")).toBeInTheDocument();
  first.unmount();

  installFakeFetch({ "/api/jobs/j1/transcripts": { status: 201, body: saved } });
  const { interviewMode, title, content, duration, interviewDate } = saved;
  await saveInterviewTranscript("j1", { title, content, interviewMode, duration, interviewDate });

  render(tab());
  expect(await screen.findByTestId("count")).toHaveTextContent("1");
  expect(fetch).toHaveBeenCalledTimes(1);
});
