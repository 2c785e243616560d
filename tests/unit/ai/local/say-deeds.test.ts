import { sayLine } from "@/lib/ai/local/say-line";

// Résumé lines that open with a deed or with the people served, said in the first person
// (say-line.test.ts has the rest).
describe("a line said as the candidate's own", () => {
  it.each([
    [
      "- Price FAK and spot quotes off carrier rate sheets",
      "I price FAK and spot quotes off carrier rate sheets.",
    ],
    [
      "- Secure space with steamship lines and NVO co-loaders",
      "I secure space with steamship lines and NVO co-loaders.",
    ],
    [
      "- Deal with rolled cargo, chassis shortages and last-free-day problems",
      "I deal with rolled cargo, chassis shortages and last-free-day problems.",
    ],
    [
      "- Customers get a milestone report every morning before they have to ask",
      "my customers get a milestone report every morning before they have to ask.",
    ],
    [
      "- Lead investigator for injuries, near misses and property damage",
      "I am the lead investigator for injuries, near misses and property damage.",
    ],
    ["- Lead a crew of 4 on remodels", "I lead a crew of 4 on remodels."],
    [
      "- Promoted to lead teller Jan 2022 and trained 4 new tellers",
      "I was promoted to lead teller Jan 2022 and trained 4 new tellers.",
    ],
    [
      "- Open checking, savings and CD accounts for about 38 households a month",
      "I open checking, savings and CD accounts for about 38 households a month.",
    ],
    // A deed of the trade no lexicon knows, after a deed; a measure "per" something is none.
    [
      "- Lead daily SATs/SBTs under the liberation protocol; extubate per protocol and assist at intubation",
      "I lead daily SATs/SBTs under the liberation protocol, and extubate per protocol and assist at intubation.",
    ],
    [
      "- Own the recruiting budget; cost per hire down 20%",
      "I own the recruiting budget, with cost per hire down 20%.",
    ],
    // Two deeds joined by "and", the first a word that may be a noun too.
    [
      "- Spray pre- and post-emergents and fertilize turf and beds",
      "I spray pre- and post-emergents and fertilize turf and beds.",
    ],
    [
      "- Release results in Meditech, and call criticals to the ED",
      "I release results in Meditech, and call criticals to the ED.",
    ],
    // A deed done in the field, and a listed verb done again.
    [
      "- Digitized timber sale boundaries in ArcGIS Pro; field-verified with Collector",
      "I digitized timber sale boundaries in ArcGIS Pro, and field-verified with Collector.",
    ],
    ["- Reroute loads around closures", "I reroute loads around closures."],
    [
      "- Post-process GNSS data; bring in Civil 3D alignments",
      "I post-process GNSS data, and bring in Civil 3D alignments.",
    ],
    // A person named with a bracket, then what they are doing.
    [
      "Occupational therapist (graduated 2025) working in skilled nursing and hoping to move into inpatient rehab.",
      "I am an occupational therapist (graduated 2025) working in skilled nursing and hoping to move into inpatient rehab.",
    ],
    // A maker's name before capitals keeps its own.
    ["Okuma OSP, Haas NGC, Fanuc", "my work includes Okuma OSP, Haas NGC, Fanuc."],
    [
      "Daily MRP messages and expedite lists",
      "my work includes daily MRP messages and expedite lists.",
    ],
    // A person named for what they do, in up to five words, and their years.
    [
      "Corporate meetings and events planner with 6 years producing client programs",
      "I am a corporate meetings and events planner with 6 years producing client programs.",
    ],
    ["Preceptor for new grads and RT students", "I am a preceptor for new grads and RT students."],
    [
      "Preceptor for new grads; trained 14 staff on the Servo-u in 2023",
      "I am a preceptor for new grads, and I trained 14 staff on the Servo-u in 2023.",
    ],
    [
      "- Caseload of about 220 patients on oxygen and CPAP",
      "my work includes a caseload of about 220 patients on oxygen and CPAP.",
    ],
    // Work an acronym names, and a person a "who" clause describes.
    [
      "- HVAC troubleshooting and preventive maintenance on RTUs, heat pumps and furnaces",
      "my work includes HVAC troubleshooting and preventive maintenance on RTUs, heat pumps and furnaces.",
    ],
    [
      "IT support tech who likes people as much as computers",
      "I am an IT support tech who likes people as much as computers.",
    ],
  ])("%s", (line, said) => {
    expect(sayLine(line)).toBe(said);
  });

  it("leaves the people served as a thing when no verb follows: 'Customers onboarding'", () => {
    expect(sayLine("- Customer onboarding calls for 40 accounts")).not.toMatch(/^my customer/);
  });

  it("says no work of a person an acronym names: 'RN on a 30-bed unit'", () => {
    expect(sayLine("RN on a 30-bed unit")).not.toMatch(/^my work includes/);
  });

  it.each([
    "Spray booth maintenance and filter changes",
    "Field visits during construction to check grades and answer contractor RFIs",
    "Power Query, XLOOKUP and pivot tables behind our dashboards",
  ])("keeps a thing a thing though a deed follows 'and': %s", (line) => {
    expect(sayLine(line)).not.toMatch(/^I /);
  });
});
