import { writeCoverLetter } from "@/lib/ai/local";
import { joinList, mergeSharedEnds } from "@/lib/ai/local/text";
import { proseName } from "@/lib/ai/local/wording";
import type { Requirement } from "@/lib/match";
import { localInput } from "./local-cases";

// How the engine says several things in one sentence.
describe("a list in prose", () => {
  it("keeps a comma before its last 'and' when an item has its own", () => {
    expect(joinList(["hydraulic and mechanical faults", "schematics", "SCADA"])).toBe(
      "hydraulic and mechanical faults, schematics, and SCADA",
    );
    expect(joinList(["oil sampling", "hydraulic and mechanical faults"])).toBe(
      "oil sampling and hydraulic and mechanical faults",
    );
    expect(joinList(["QBRs", "renewals", "churn reviews"])).toBe(
      "QBRs, renewals and churn reviews",
    );
  });

  it("says the shared first and last words once", () => {
    expect(
      mergeSharedEnds([
        "troubleshooting hydraulic faults",
        "troubleshooting mechanical faults",
        "reading schematics",
      ]),
    ).toEqual(["troubleshooting hydraulic and mechanical faults", "reading schematics"]);
    expect(mergeSharedEnds(["running QBRs", "running payroll"])).toEqual([
      "running QBRs",
      "running payroll",
    ]);
  });

  it("names each item of a duty's list with its verb in a letter", () => {
    const letter = writeCoverLetter(
      localInput(
        "Cody Doe\nEXPERIENCE\nWind Technician | Red Mesa Energy | 2021–Present\n- Chase pitch, yaw, converter and hydraulic faults with a Fluke meter\n- Fix mechanical faults in yaw drives and gearboxes",
        {
          title: "Wind Technician",
          company: "Bluestem Wind",
          description: "Requirements:\n- Troubleshoot electrical, hydraulic and mechanical faults",
        },
      ),
    );
    expect(letter).toContain("troubleshooting hydraulic and mechanical faults");
    expect(letter).not.toMatch(/asks for hydraulic faults/);
  });

  it("names a route whole or not at all: never 'tracking containers from origin'", () => {
    const ask = {
      keyword: "Track containers from origin to door",
      type: "phrase",
      kind: "required",
      evidence: null,
      matched: [],
    } as unknown as Requirement;
    expect(proseName(ask, (name) => name)).toBe("tracking containers");
  });
});
