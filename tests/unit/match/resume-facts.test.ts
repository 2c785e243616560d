import { statedYears, teamFacts } from "@/lib/match/resume/facts";

const sizes = (line: string) => teamFacts(line).map((fact) => fact.size);

describe("teamFacts reads the team a line says the person managed", () => {
  it.each([
    ["Led a team of 6 engineers", 6],
    ["Supervise two apprentices on service calls", 2],
    ["Manage a marketing coordinator and our creative and SEO agencies", 1],
    ["Supervise an intern each summer", 1],
    ["Lead a 2-man crew with one apprentice on new-build jobs", 2],
    ["Run a three-person crew on service calls", 3],
    ["Run a 5-man framing crew for builders like Lennar", 5],
    // A team counted in parts, or counted and then listed.
    ["Run the 9 pm–5:30 am pastry shift: 5 bakers + 2 packers", 7],
    ["Led 4 nurses and 3 aides on nights", 7],
    ["Supervise eight: assistant manager, two leasing professionals, three techs", 8],
  ])("%s: %i", (line, size) => {
    expect(Math.max(...sizes(line))).toBe(size);
  });

  it.each([
    "Led a cross-functional project with designers",
    "Led a redesign for the sales reps",
    "Mentor two junior engineers",
    "Worked on a 4-person team",
    "Ran payroll for 40 staff and 3 managers",
  ])("no team managed in: %s", (line) => {
    expect(sizes(line)).toEqual([]);
  });
});

describe("statedYears reads a figure a person states", () => {
  it("with a half: 'four and a half years in a 24/7 SOC'", () => {
    expect(statedYears("Security analyst with four and a half years in a 24/7 SOC")).toEqual([
      expect.objectContaining({ years: 4.5 }),
    ]);
  });
});
