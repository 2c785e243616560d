import { checkResumeFile } from "@/lib/dashboard/resume-file";

// Spec 1 §9: 10 MB (10,485,760 bytes).
const RESUME_MAX_BYTES = 10_485_760;

describe("checkResumeFile", () => {
  it.each([
    [{ name: "cv.pdf", size: 1000, type: "application/pdf" }, "ok"],
    [{ name: "CV.DOCX", size: 1000, type: "" }, "ok"],
    [{ name: "cv.doc", size: 1000, type: "application/msword" }, "ok"],
    [{ name: "cv.txt", size: RESUME_MAX_BYTES, type: "text/plain" }, "ok"],
    [{ name: "cv", size: 1000, type: "application/pdf" }, "ok"],
    [{ name: "cv.txt", size: RESUME_MAX_BYTES + 1, type: "text/plain" }, "too-large"],
    [{ name: "photo.png", size: 1000, type: "image/png" }, "unsupported"],
    [{ name: "cv.pdf.exe", size: 1000, type: "application/pdf" }, "unsupported"],
    [{ name: "cv", size: 1000, type: "" }, "unsupported"],
  ])("%j -> %s", (file, expected) => {
    expect(checkResumeFile(file)).toBe(expected);
  });
});
