import { HttpError } from "@/lib/client/fetcher";
import {
  extractedToFormValues,
  extractFailureMessage,
  removeRow,
  rowsToExtract,
  settleRows,
  summariseBulkResults,
  type BulkRow,
} from "@/lib/jobs/bulk-extract";

const row = (id: number, url = "", error: string | null = null): BulkRow => ({ id, url, error });

describe("summariseBulkResults", () => {
  it.each([
    [3, 0, "success", "3 job(s) extracted and created successfully"],
    [1, 0, "success", "1 job(s) extracted and created successfully"],
    [2, 1, "partial", "2 job(s) extracted and created successfully. 1 failed."],
    [0, 4, "error", "Failed to extract jobs from 4 URL(s)"],
  ])("%i succeeded, %i failed → %s", (succeeded, failed, kind, message) => {
    expect(summariseBulkResults(succeeded, failed)).toEqual({ kind, message });
  });
});

describe("extractFailureMessage", () => {
  const notAJob = "This page does not look like a job posting. Paste the description instead.";
  it.each([
    ["a 422 with a message", new HttpError(422, `422: ${notAJob}`, notAJob), notAJob],
    ["a 400", new HttpError(400, "400: bad", "Enter a valid URL"), "Enter a valid URL"],
    ["a 429", new HttpError(429, "429: slow", "Too many"), "Too many"],
    [
      "a 4xx without a message",
      new HttpError(413, "413: ", ""),
      "Failed to extract job details from URL",
    ],
    ["a 500", new HttpError(500, "500: boom", "boom"), "Failed to extract job details from URL"],
    ["a network error", new TypeError("fetch failed"), "Failed to extract job details from URL"],
  ])("%s", (_, error, message) => {
    expect(extractFailureMessage(error)).toBe(message);
  });
});

describe("bulk rows", () => {
  it("ignores blank entries", () => {
    expect(rowsToExtract([row(0, "  "), row(1, "https://a.test"), row(2)])).toEqual([
      row(1, "https://a.test"),
    ]);
  });

  it("removes successes, keeps failures with their message and leaves untouched rows", () => {
    const rows = [row(0, "https://ok.test"), row(1, "https://bad.test", "old"), row(2)];
    const settled = settleRows(
      rows,
      [
        { id: 0, error: null },
        { id: 1, error: "Not a job" },
      ],
      () => row(9),
    );
    expect(settled).toEqual([row(1, "https://bad.test", "Not a job"), row(2)]);
  });

  it("never leaves the list empty", () => {
    expect(settleRows([row(0, "https://ok.test")], [{ id: 0, error: null }], () => row(7))).toEqual(
      [row(7)],
    );
    expect(removeRow([row(0)], 0)).toEqual([row(0)]);
    expect(removeRow([row(0), row(1)], 0)).toEqual([row(1)]);
  });

  it("turns an extraction into form values with the URL", () => {
    expect(
      extractedToFormValues(
        { title: "Dev", company: null, description: "Text", salary: null },
        "https://a.test",
      ),
    ).toEqual({
      title: "Dev",
      company: "",
      salary: "",
      description: "Text",
      url: "https://a.test",
    });
  });
});
