import { displayName, initials, profileSubtitle, targetedRoles } from "@/lib/profile";

const user = (firstName: string | null, lastName: string | null, email = "") => ({
  firstName,
  lastName,
  email,
});

describe("displayName", () => {
  it.each([
    [user("Ada", "Lovelace", "ada@example.com"), "Ada Lovelace"],
    [user("  Ada ", null, "ada@example.com"), "Ada"],
    [user(null, "Lovelace", "ada@example.com"), "Lovelace"],
    [user(null, null, "grace.hopper@example.com"), "grace.hopper"],
    [user("", "  ", "grace@example.com"), "grace"],
    [user(null, null, "@example.com"), "Your Candidate Profile"],
    [user(null, null, ""), "Your Candidate Profile"],
    [null, "Your Candidate Profile"],
  ])("%j -> %s", (input, expected) => {
    expect(displayName(input)).toBe(expected);
  });
});

describe("initials", () => {
  it.each([
    [user("ada", "lovelace"), "AL"],
    [user("Ada", null, "x@example.com"), "A"],
    [user("Émile", "Zola"), "ÉZ"],
    [user(null, null, "grace.hopper@example.com"), "GH"],
    [user(null, null, "grace_m_hopper@example.com"), "GH"],
    [user(null, null, "grace@example.com"), "G"],
    [user(null, null, "1234@example.com"), "SL"],
    [user(null, null, ""), "SL"],
    [null, "SL"],
  ])("%j -> %s", (input, expected) => {
    expect(initials(input)).toBe(expected);
    expect(initials(input).length).toBeLessThanOrEqual(2);
  });
});

describe("profileSubtitle", () => {
  const resume = (analyzedJobTitles: string[], targetRoles: string[] = []) => ({
    analyzedJobTitles,
    targetRoles,
  });

  it("names the only target role", () => {
    expect(profileSubtitle(resume(["Data Engineer"]))).toBe("Targeting Data Engineer");
  });

  it("counts the other shown roles", () => {
    expect(profileSubtitle(resume(["Data Engineer"], ["ML Engineer"]))).toBe(
      "Targeting Data Engineer +1 more",
    );
    expect(profileSubtitle(resume(["A"], ["B", "C"]))).toBe("Targeting A +2 more");
  });

  it("shows at most three roles, so +N never exceeds 2", () => {
    expect(profileSubtitle(resume(["A"], ["B", "C", "D", "E"]))).toBe("Targeting A +2 more");
  });

  it("takes past titles saved by an older analysis for no target", () => {
    expect(profileSubtitle(resume(["Senior CSM", "CSM", "Support Associate"]))).toBe(
      "Targeting Senior CSM",
    );
  });

  it("ignores blank titles", () => {
    expect(profileSubtitle(resume(["  "], ["Designer"]))).toBe("Targeting Designer");
  });

  it("asks for keyword analysis when a résumé has no titles", () => {
    expect(profileSubtitle(resume([]))).toBe("Run keyword analysis to surface your focus roles");
  });

  it("asks for a résumé when there is none", () => {
    expect(profileSubtitle(null)).toBe("Add your résumé to unlock personalized insights");
  });
});

describe("targetedRoles", () => {
  it("puts the current title first, then the added roles, each once", () => {
    expect(
      targetedRoles({
        analyzedJobTitles: ["Senior CSM"],
        targetRoles: ["Director of CS", "senior csm", " "],
      }),
    ).toEqual(["Senior CSM", "Director of CS"]);
    expect(profileSubtitle({ analyzedJobTitles: [], targetRoles: ["Director of CS"] })).toBe(
      "Targeting Director of CS",
    );
  });
});
