import {
  appendTerm,
  canSearchMore,
  isDemoJob,
  PREVIEW_LENGTH,
  previewText,
  safeHref,
  splitTerms,
  termsAsText,
} from "@/lib/discover/search-terms";

describe("appendTerm (spec 2 §5)", () => {
  it.each([
    ["", "React", "React"],
    ["React", "TypeScript", "React, TypeScript"],
    ["React, TypeScript", "typescript", "React, TypeScript"],
    ["  react ,  ", "React", "  react ,  "],
    ["Go,,Rust", "Python", "Go, Rust, Python"],
    ["React", "   ", "React"],
  ])("appends to %j the term %j giving %j", (field, term, expected) => {
    expect(appendTerm(field, term)).toBe(expected);
  });

  it("does not take a term for a part of another one", () => {
    expect(appendTerm("React Native", "React")).toBe("React Native, React");
  });
});

describe("previewText (spec 2 §9)", () => {
  it("keeps a short description whole, spaces folded", () => {
    expect(previewText("Build  the\n\nfuture ")).toBe("Build the future");
  });

  it("cuts a long one to at most 200 characters plus an ellipsis, at a word", () => {
    const long = "word ".repeat(100);
    const preview = previewText(long);
    expect(preview.endsWith("…")).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_LENGTH + 1);
    expect(preview.slice(0, -1).endsWith("word")).toBe(true);
  });

  it("cuts a description with no spaces at exactly 200", () => {
    expect(previewText("x".repeat(500))).toBe(`${"x".repeat(200)}…`);
  });
});

describe("canSearchMore (spec 2 §4)", () => {
  it.each([
    [9, false, false],
    [10, false, true],
    [25, false, true],
    [10, true, false],
  ])("last count %i, AI Mode %s: %s", (count, isAiMode, expected) => {
    expect(canSearchMore(count, isAiMode)).toBe(expected);
  });
});

describe("result helpers", () => {
  it("marks demo jobs by id or contract type", () => {
    expect(isDemoJob({ id: "demo-1", contract_type: "full-time" })).toBe(true);
    expect(isDemoJob({ id: "remotive-1", contract_type: "demo" })).toBe(true);
    expect(isDemoJob({ id: "remotive-1", contract_type: "full-time" })).toBe(false);
  });

  it("links only to http(s) addresses", () => {
    expect(safeHref("https://example.com/jobs/1")).toBe("https://example.com/jobs/1");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,hi")).toBeNull();
    expect(safeHref(undefined)).toBeNull();
  });

  it("reads a list sent as an array or as text", () => {
    expect(termsAsText(["React", "Go"])).toBe("React, Go");
    expect(termsAsText("React, Go")).toBe("React, Go");
    expect(termsAsText(null)).toBe("");
    expect(splitTerms(" a, ,b ")).toEqual(["a", "b"]);
  });
});
