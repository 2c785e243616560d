import { requirementsFor } from "./fixtures/evidence-for";

const evidenceFor = (item: string, line: string) =>
  requirementsFor(item, line).find((r) => r.asked?.includes(item.split(" ")[0]))?.evidence ?? null;

describe("a counted workload is shown by a line that counts as many of the same thing", () => {
  it.each([
    [
      "Carry a requisition load of 15-20 open roles",
      "Full-cycle recruiting for 15–18 engineering, data and ML reqs at a time",
    ],
    [
      "Support 3-4 partners on a caseload of 40+ active matters",
      "Support three partners in commercial litigation; 45–55 open matters",
    ],
  ])("%s", (item, line) => {
    expect(evidenceFor(item, line)).toBe(`- ${line}`);
  });

  it.each([
    ["Carry a requisition load of 15-20 open roles", "Full-cycle recruiting for 8 reqs at a time"],
    [
      "Support 3-4 partners on a caseload of 40+ active matters",
      "Support three partners in commercial litigation; 25 open matters",
    ],
    ["Support 3-4 partners on a caseload of 40+ active matters", "Closed 45 open deals a year"],
  ])("not by fewer or by something else: %s / %s", (item, line) => {
    expect(evidenceFor(item, line)).toBeNull();
  });
});

describe("a caseload of a stated size", () => {
  const asked = "Manage a caseload of about 50 students";

  it("is shown by the line that counts it, the count after the word 'caseload'", () => {
    const line = "Caseload of 48–56 split between two elementary schools";
    expect(evidenceFor(asked, line)).toBe(`- ${line}`);
  });

  it("is not shown by a caseload of no stated size", () => {
    expect(
      evidenceFor(asked, "Mixed caseload of early intervention and school-age clients"),
    ).toBeNull();
  });
});

describe("a typing speed", () => {
  const asked = "Type at least 40 net words per minute (tested)";

  it.each(["Calm voice, fast hands (62 WPM)", "Typing 55 words per minute, 10-key by touch"])(
    "is met by a faster one, however written: %s",
    (line) => {
      expect(evidenceFor(asked, line)).toBe(`- ${line}`);
    },
  );

  it.each(["Typing: 35 wpm, Excel", "Fast, accurate typing"])(
    "is not met by a slower one or by the word typing: %s",
    (line) => {
      expect(evidenceFor(asked, line)).toBeNull();
    },
  );
});

describe("a pipeline of a stated size", () => {
  const asked = "Manage a pipeline of 35–50 active loans";

  it("is shown by a line that counts as many loans", () => {
    const line = "Pipeline of 45 active conventional and FHA loans for 4 loan officers";
    expect(evidenceFor(asked, line)).toBe(`- ${line}`);
  });

  it("is not shown by a number that counts something else before the word", () => {
    // "1003" counts applications (it names a form), not loans.
    const line = "Took 1003 applications by phone for loan officers and ordered credit";
    expect(evidenceFor(asked, line)).toBeNull();
    expect(
      evidenceFor(asked, "Processed loans for 3 loan officers, 20–25 files in my pipeline"),
    ).toBeNull();
  });
});

describe("a count with its plus", () => {
  it("is a workload a line must count: 60+ active shipments", () => {
    const asked = "Handle 60+ active ocean shipments";
    expect(evidenceFor(asked, "Tracked active ocean shipments for 12 importers")).toBeNull();
    const line = "Ran 70–80 active ocean shipments at a time for 12 importers";
    expect(
      requirementsFor(asked, line).find((r) => r.keyword.includes("shipments"))?.evidence,
    ).toBe(`- ${line}`);
  });
});

describe("a payroll of a stated size", () => {
  const asked = "Process biweekly payroll for 1,400+ employees in ADP Workforce Now";
  const payrollFor = (line: string) =>
    requirementsFor(asked, line).find((r) => r.asked?.includes("1,400+"))?.evidence ?? null;

  it("is shown by a line that counts as many people, whatever it calls them", () => {
    const line =
      "Run biweekly payroll for ~2,300 hourly and salaried team members on ADP Workforce Now";
    expect(payrollFor(line)).toBe(`- ${line}`);
  });

  it("is not shown by a smaller payroll, even one a skill names", () => {
    expect(payrollFor("Weekly payroll for 5 hotels (~650 employees) in Paylocity")).toBeNull();
  });
});
