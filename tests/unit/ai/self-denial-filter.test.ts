import { deniedThings, deniesShownExperience } from "@/lib/ai/self-denial";

const RESUME = `Maya Thompson
Senior Customer Success Manager, Brightwave Analytics (2021 - Present)
- Own a book of 38 enterprise accounts; 96% gross renewal rate.
- Drove $610K in expansion revenue through upsell plays.`;

describe("finding an answer that denies the résumé", () => {
  it.each([
    ["I haven't worked with renewals yet.", ["renewals"]],
    ["I have no doubt.", []],
    ["I don't have experience with headcount planning, but I learn fast.", ["headcount planning"]],
    ["I have never managed a budget.", ["a budget"]],
  ])("reads what %j denies", (text, things) => {
    expect(deniedThings(text)).toEqual(things);
  });

  it("flags a denial of what the résumé shows, and not of what it does not", () => {
    expect(
      deniesShownExperience("I have not yet worked with renewals or expansion targets.", RESUME),
    ).toBe(true);
    expect(deniesShownExperience("I haven't used Kubernetes in production.", RESUME)).toBe(false);
  });
});
