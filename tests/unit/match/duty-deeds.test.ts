import { evidenceFor } from "./fixtures/evidence-for";

// A duty is shown by a deed done to all of its things, whatever verb the person chose.
describe("a duty's verbs", () => {
  it.each([
    [
      "Place and manage purchase orders for an assigned commodity group",
      "Issue 2,500+ purchase orders a year in Tyler Munis for supplies and facilities",
    ],
    [
      "Plan and present storytimes for babies, toddlers and preschoolers",
      "Lead 4 weekly lapsit, toddler and preschool storytimes (avg. 45 attendees)",
    ],
  ])("'%s' is shown by '%s'", (duty, line) => {
    expect(evidenceFor(duty, line)).toBe(`- ${line}`);
  });

  it.each([
    // One common noun is too little: the deed is another duty.
    [
      "Document losses with photos, diagrams and roof sketches",
      "Negotiate total-loss settlements and labor rates with shops",
    ],
    // A line that is not a deed does not stand in for the verb.
    [
      "Plan and present storytimes for babies, toddlers and preschoolers",
      "Weekly storytimes for toddlers and preschoolers drew 45 families",
    ],
  ])("'%s' is not shown by '%s'", (duty, line) => {
    expect(evidenceFor(duty, line)).toBeNull();
  });
});
