import { formatTimer, recordingFileName } from "@/lib/client/recording-format";

it.each([
  [0, "00:00"],
  [9, "00:09"],
  [61, "01:01"],
  [3599, "59:59"],
  [3723, "62:03"],
  [-5, "00:00"],
  [12.9, "00:12"],
])("formatTimer(%p) is %s", (seconds, text) => {
  expect(formatTimer(seconds)).toBe(text);
});

it("names a recording with its timestamp and the webm extension", () => {
  expect(recordingFileName(new Date("2026-11-26T13:05:09.123Z"))).toBe(
    "interview-2026-11-26-13-05-09.webm",
  );
});
