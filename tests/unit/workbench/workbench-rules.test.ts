import { readingTimeLabel } from "@/components/workbench/reading-time";
import { readRememberedTab } from "@/components/workbench/tab-memory";
import { transcriptFileName } from "@/components/workbench/transcript-file";
import { jobTabStorageKey } from "@/lib/client/navigation";

describe("readingTimeLabel", () => {
  it("reads at 200 words per minute, rounded to one decimal", () => {
    expect(readingTimeLabel(Array(200).fill("word").join(" "))).toBe("1.0 min read");
    expect(readingTimeLabel(Array(250).fill("word").join("\n"))).toBe("1.3 min read");
    expect(readingTimeLabel(Array(30).fill("word").join(" "))).toBe("0.2 min read");
    expect(readingTimeLabel("   ")).toBe("0.0 min read");
  });
});

describe("transcriptFileName", () => {
  it("is '{title}-{date}.txt' with slashes in the title turned into dashes", () => {
    expect(transcriptFileName("Backend / Platform Interview", "2026-03-05T12:00:00Z")).toBe(
      "Backend - Platform Interview-2026-03-05.txt",
    );
    expect(transcriptFileName("CI/CD Engineer", "2026-11-20T12:00:00Z")).toBe(
      "CI-CD Engineer-2026-11-20.txt",
    );
  });
});

describe("readRememberedTab", () => {
  it("returns a valid remembered tab and ignores anything else", () => {
    const storage = new Map<string, string>([
      [jobTabStorageKey("a"), "cover-letter"],
      [jobTabStorageKey("b"), "settings"],
    ]);
    const getItem = (key: string) => storage.get(key) ?? null;

    expect(readRememberedTab("a", { getItem })).toBe("cover-letter");
    expect(readRememberedTab("b", { getItem })).toBeNull();
    expect(readRememberedTab("c", { getItem })).toBeNull();
  });
});
