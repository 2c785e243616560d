import { transcriptFileName } from "@/components/workbench/transcript-file";
import { formatElapsed, transcriptText, transcriptTitle } from "@/lib/simulator/transcript-text";

describe("the simulator's transcript", () => {
  it("shows elapsed time as m:ss", () => {
    expect([0, 9, 61, 600, 3599.9].map(formatElapsed)).toEqual([
      "0:00",
      "0:09",
      "1:01",
      "10:00",
      "59:59",
    ]);
  });

  it("is titled 'company - position', and the file '{title}-{date}.txt' with slashes as dashes", () => {
    const title = transcriptTitle({ title: "Frontend/UI Engineer", company: "Acme" });
    expect(title).toBe("Acme - Frontend/UI Engineer");
    expect(transcriptTitle({ title: "Designer", company: " " })).toBe("Designer");
    const startedAt = new Date(2026, 10, 26, 9, 5, 7).getTime();
    expect(transcriptFileName(title, new Date(startedAt).toISOString())).toBe(
      "Acme - Frontend-UI Engineer-2026-11-26.txt",
    );
  });

  it("has header lines and a timestamped CANDIDATE / INTERVIEWER log", () => {
    const startedAt = new Date(2026, 10, 26, 9, 5, 7).getTime();
    const text = transcriptText({
      job: { title: "Backend Engineer", company: "Tailwind Health" },
      startedAt,
      durationSeconds: 125,
      mode: "text",
      entries: [
        { role: "interviewer", content: "Hello. Tell me about yourself.", timestamp: startedAt },
        { role: "user", content: " I build APIs. \n", timestamp: startedAt + 65_000 },
      ],
    });
    expect(text.split("\n")).toEqual([
      "Position: Backend Engineer",
      "Company: Tailwind Health",
      "Date: 2026-11-26",
      "Start time: 09:05:07",
      "Duration: 2:05",
      "Mode: Text Chat",
      "",
      "[0:00] INTERVIEWER: Hello. Tell me about yourself.",
      "[1:05] CANDIDATE: I build APIs.",
      "",
    ]);
  });
});
