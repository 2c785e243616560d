import { generationInputs, staleReason, textHash } from "@/lib/jobs/fingerprint";

const written = generationInputs({ jobDescription: "Job v1", resumeText: "Résumé v1" });
const now = (jobDescription: string, resume: string | null) => ({
  jobDescriptionHash: textHash(jobDescription),
  resumeHash: resume === null ? null : textHash(resume),
});

describe("staleReason", () => {
  it.each([
    ["nothing changed", now("Job v1", "Résumé v1"), null],
    ["the job description changed", now("Job v2", "Résumé v1"), "job-description"],
    ["the résumé changed", now("Job v1", "Résumé v2"), "resume"],
    ["both changed", now("Job v2", "Résumé v2"), "both"],
    ["the résumé is gone", now("Job v1", null), null],
  ])("%s: %s", (_case, current, expected) => {
    expect(staleReason(written, current)).toBe(expected);
  });

  it.each([null, undefined, "text", { jobDescription: 1 }, {}])(
    "treats unknown inputs (%j) as up to date",
    (inputs) => {
      expect(staleReason(inputs, now("Job v2", "Résumé v2"))).toBeNull();
    },
  );

  it("is md5 in hex, as PostgreSQL's md5() answers (getJob compares the two)", () => {
    expect(textHash("abc")).toBe("900150983cd24fb0d6963f7d28e17f72");
  });
});
