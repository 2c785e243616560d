import { analyzeFit, extractAsks } from "@/lib/match";
import { checkLocation, resumePlace } from "@/lib/match/location";

describe("where the résumé says the person lives", () => {
  it.each([
    [["Grace Holt", "Cambridge, MA — grace@example.com — 617-555-0112"], "Cambridge", "MA"],
    [["Megan O'Connell", "Remote — Madison, WI"], "Madison", "WI"],
    [["Ray Dominguez", "Canyon, Texas · ray@example.com"], "Canyon", "TX"],
  ])("%j", (header, city, state) => {
    expect(resumePlace(header)).toEqual({ city, state });
  });

  it("is unknown without a city and state", () => {
    expect(resumePlace(["Jo Doe", "jo@example.com | 555-0100"])).toBeNull();
  });
});

describe("a condition about place, checked against the résumé's address", () => {
  const at = (city: string, state: string) => ({ city, state });

  it.each([
    ["Eastern or Central time zone", at("Chicago", "IL"), true, "in the Central time zone"],
    [
      "Eastern or Central time zone",
      at("Denver", "CO"),
      false,
      "the posting asks for Eastern or Central",
    ],
    ["Must work Pacific time hours", at("Seattle", "WA"), true, "in the Pacific time zone"],
    ["Based in the Boston area", at("Boston", "MA"), true, "Your résumé says Boston, MA."],
    [
      "Based in the Boston area",
      at("Cambridge", "MA"),
      true,
      "same state as Boston; confirm the commute",
    ],
    [
      "Based in the Boston area",
      at("Providence", "RI"),
      false,
      "the posting asks for the Boston area",
    ],
    [
      "Must live within commuting distance of Austin",
      at("Round Rock", "TX"),
      true,
      "same state as Austin",
    ],
    ["Based in Ohio", at("Columbus", "OH"), true, "Your résumé says Columbus, OH"],
  ])("%s / %j", (condition, place, met, detail) => {
    const check = checkLocation(condition, place);
    expect(check?.met).toBe(met);
    expect(check?.detail).toContain(detail);
  });

  it("says nothing of conditions that are not about place, or without an address", () => {
    expect(checkLocation("Travel up to 20%", at("Boston", "MA"))).toBeNull();
    expect(checkLocation("Based in the Boston area", null)).toBeNull();
    expect(checkLocation("Based in Springfield", at("Boston", "MA"))).toBeNull();
  });
});

describe("time zones in a posting", () => {
  const posting = `Account Executive
Halyard Security — Remote (US, Eastern or Central time zone)

Requirements
- 3+ years of closing experience`;

  it("are read from the title lines and the body as conditions, never as asks", () => {
    const { asks, conditions } = extractAsks(
      `${posting}\n- Overlap with the Eastern time zone for standups`,
    );
    expect(conditions.map((c) => c.asked)).toEqual([
      "Overlap with the Eastern time zone for standups",
      "Eastern or Central time zone",
    ]);
    expect(asks.map((a) => a.keyword)).toEqual(["3+ years of closing experience"]);
  });

  it("come back checked against the résumé's address", () => {
    const fit = analyzeFit({
      resumeText:
        "Dana Cole\nCharlotte, NC | dana@example.com\n\nExperience\nAE, Acme (2020 - Present)",
      jobTitle: "Account Executive",
      jobDescription: posting,
    });
    expect(fit.conditions).toEqual([
      {
        keyword: "Eastern or Central time zone",
        kind: "required",
        asked: "Eastern or Central time zone",
        check: { met: true, detail: "Your résumé says Charlotte, NC, in the Eastern time zone." },
      },
    ]);
  });
});
