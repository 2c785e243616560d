import { analyzeFit, extractAsks } from "@/lib/match";

// lib/match keeps what it has read (a clause's asks) for the next posting: what one
// posting makes of a shared reading must not change what the next one gets.
describe("readings shared between postings", () => {
  it("a clause asked more strongly in one posting keeps its own kind in the next", () => {
    const both = extractAsks("Nice to have:\n- Experience with Kafka\nRequirements:\n- Kafka");
    expect(both.asks.map((a) => [a.keyword, a.kind])).toEqual([["Kafka", "required"]]);
    const preferred = extractAsks("Nice to have:\n- Experience with Kafka");
    expect(preferred.asks.map((a) => [a.keyword, a.kind, a.asked])).toEqual([
      ["Kafka", "preferred", "Kafka"],
    ]);
  });

  it("a result changed by its caller leaves the next analysis of the same résumé as it was", () => {
    const resumeText = "Software Engineer\n- Built services in Python and Kafka.";
    const fit = (jobDescription: string) =>
      analyzeFit({ resumeText, jobTitle: "Engineer", jobDescription });
    const first = fit("Requirements:\n- Python");
    expect(first.requirements[0].matched).toEqual(["Python"]);
    first.requirements[0].matched?.push("changed");
    expect(fit("Requirements:\n- Python\n- Some travel required").requirements[0].matched).toEqual([
      "Python",
    ]);
  });

  it("a résumé's index kept from one month is not used in another ('Present' moved)", () => {
    const resumeText =
      "Jo Doe\nExperience\nMaterial Handler, Lakeshore Beverage (Jan. 2023 to Present)";
    const detail = (now: string) =>
      analyzeFit({
        resumeText,
        jobTitle: "Handler",
        jobDescription: "Requirements:\n- 2+ years of warehouse experience",
        now: new Date(now),
      }).requirements[0].detail;
    expect(detail("2024-12-15")).toContain("about 2 years");
    expect(detail("2025-02-15")).toContain("about 2.2 years");
    expect(detail("2024-12-20")).toContain("about 2 years");
  });
});
