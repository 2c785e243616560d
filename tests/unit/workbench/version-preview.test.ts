import { versionPreview } from "@/components/workbench/version-preview";

describe("versionPreview", () => {
  const current = "Ada Lovelace\n\nSummary: analyst\nSkills: SQL";

  it.each([
    [
      "the current text itself",
      current,
      current,
      null,
      ["Ada Lovelace", "Summary: analyst", "Skills: SQL"],
    ],
    ["a version without a current one", "One\nTwo", null, null, ["One", "Two"]],
    [
      "a changed line",
      "Ada Lovelace\n\nSummary: engineer\nSkills: SQL",
      current,
      3,
      ["Summary: engineer", "Skills: SQL"],
    ],
    ["an added line at the end", `${current}\nPython`, current, 5, ["Python"]],
    ["a shorter text", "Ada Lovelace", current, 2, []],
    [
      "trailing spaces only",
      "Ada Lovelace  \n\nSummary: analyst\nSkills: SQL\nNew",
      current,
      5,
      ["New"],
    ],
  ])("shows %s from where it differs", (_case, text, currentText, fromLine, lines) => {
    expect(versionPreview(text, currentText)).toEqual({ fromLine, lines });
  });

  it("shows at most three lines", () => {
    expect(versionPreview("a\nb\nc\nd", null).lines).toEqual(["a", "b", "c"]);
  });
});
