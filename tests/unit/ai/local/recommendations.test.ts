import { buildRecommendations } from "@/lib/ai/local";
import {
  labelledCases,
  localInput,
  NO_REQUIREMENTS_JOB,
  PLAIN_RESUME,
  SECTIONED_RESUME,
  BACKEND_JOB,
  SUPPORT_JOB,
  ZENDESK_RESUME,
} from "./local-cases";

const TYPE_ORDER = { positioning: 0, keyword: 1, gap: 2 } as const;

describe("buildRecommendations", () => {
  it.each(labelledCases().map((c) => [c.label, c.input] as const))(
    "keeps the action plan's shape (%s)",
    (_label, input) => {
      const recs = buildRecommendations(input.fit);
      expect(recs.length).toBeGreaterThan(0);
      expect(recs.length).toBeLessThanOrEqual(10);
      expect(recs.map((r) => r.priority)).toEqual(recs.map((_, i) => i + 1));
      const order = recs.map((r) => TYPE_ORDER[r.type]);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const rec of recs) expect(rec.recommendation.trim()).not.toBe("");
    },
  );

  const fit = localInput(SECTIONED_RESUME, BACKEND_JOB).fit;
  const recs = buildRecommendations(fit);

  it("leads with positioning: the title match, then the strongest evidence", () => {
    expect(recs[0]).toEqual({
      type: "positioning",
      insight:
        "Your experience as Software Engineer matches the posting's title, Backend Engineer.",
      recommendation: "Name Software Engineer in your summary so the match is seen at a glance.",
      priority: 1,
    });
    expect(recs[1].recommendation).toBe(
      'Lead with "Built Python and Django services handling 2 million requests a day": keep it first under its role.',
    );
  });

  it("asks for proof of a skill the résumé only lists", () => {
    const redis = recs.find((r) => r.type === "keyword" && r.keyword === "Redis")!;
    expect(redis.recommendation).toBe(
      "Add a bullet showing real work with Redis, if you have done it, so the claim has proof.",
    );
  });

  it("never advises claiming a gap", () => {
    const gaps = recs.filter((r) => r.type === "gap");
    expect(gaps.map((r) => r.keyword)).toEqual(["Kubernetes", "GraphQL"]);
    expect(gaps[0].recommendation).toBe(
      "If you have experience with Kubernetes, add a bullet that shows it; if not, lean on your closest experience rather than mentioning it.",
    );
    for (const gap of gaps) {
      expect(gap.recommendation).toMatch(
        /^(?:If you have experience with .+, add|Add .+ only if you have experience with it)/,
      );
      expect(gap.recommendation).not.toMatch(/you (?:lack|have never|don't have)/i);
    }
  });

  it("names a missing group of alternatives once, as the group", () => {
    const gaps = buildRecommendations(localInput(ZENDESK_RESUME, SUPPORT_JOB).fit).filter(
      (r) => r.type === "gap",
    );
    expect(gaps.map((r) => r.keyword)).toEqual(["AWS or Google Cloud Platform or Microsoft Azure"]);
    expect(gaps[0].recommendation).toBe(
      "If you have experience with AWS, Google Cloud Platform or Microsoft Azure, add a bullet that shows it; if not, lean on your closest experience rather than mentioning it.",
    );
    const none = buildRecommendations(localInput(PLAIN_RESUME, SUPPORT_JOB).fit);
    expect(none.find((r) => r.keyword === "Zendesk or Freshdesk")?.recommendation).toBe(
      "If you have experience with Zendesk or Freshdesk, add a bullet that shows it; if not, lean on your closest experience rather than mentioning it.",
    );
  });

  it("points out a required skill the résumé words differently", () => {
    const sales = labelledCases().find((c) => c.label === "sales/strong")!;
    const salesforce = buildRecommendations(sales.input.fit).find(
      (r) => r.keyword === "Salesforce",
    )!;
    expect(salesforce.type).toBe("keyword");
    expect(salesforce.insight).toContain("SFDC");
  });

  it("says nothing of a skill the résumé names in another form of its words ('renewal rate')", () => {
    const recs = buildRecommendations(
      localInput(
        "Maya Thompson\nExperience\nCSM, Brightwave (2021 - Present)\n- Own 38 accounts; 96% gross renewal rate",
        {
          title: "Customer Success Manager",
          company: "Northwind",
          description: "Requirements:\n- Renewals\n- Salesforce",
        },
      ).fit,
    );
    expect(recs.map((r) => r.recommendation).join(" ")).not.toMatch(/name it as renewals/i);
  });

  it("names duties as the work they are, and gives applicant-tracking advice only for named skills", () => {
    const recs = buildRecommendations(
      localInput(
        "Maria Santos\nExperience\nApprentice, Cascadia Electric Co. (2023 - Present)\n- Install EMT and PVC conduit and pull wire for commercial TI jobs\n- Read plans and help the journeyman with layout",
        {
          title: "Journeyman Electrician",
          company: "Ironbridge",
          description:
            "Requirements:\n- Install conduit (EMT, rigid and PVC) and pull wire\n- Blueprint reading",
        },
      ).fit,
    ).map((r) => r.recommendation);
    expect(recs.join(" ")).toContain("installing conduit");
    expect(recs.join(" ")).not.toMatch(/name it as install conduit|Name install conduit/i);
    expect(recs).toContain(
      "If that is the same skill, also name it as blueprint reading so applicant tracking systems match it.",
    );
  });

  it("caps a long list of gaps at 10", () => {
    const weak = labelledCases().find((c) => c.label === "platform/weak")!;
    const weakRecs = buildRecommendations(weak.input.fit);
    expect(weakRecs).toHaveLength(10);
    expect(weakRecs[0].type).toBe("positioning");
  });

  it("asks for the requirements when the posting has none", () => {
    const none = buildRecommendations(localInput(SECTIONED_RESUME, NO_REQUIREMENTS_JOB).fit);
    expect(none).toHaveLength(1);
    expect(none[0].type).toBe("positioning");
    expect(none[0].priority).toBe(1);
  });

  it("is deterministic", () => {
    expect(buildRecommendations(localInput(SECTIONED_RESUME, BACKEND_JOB).fit)).toEqual(recs);
  });
});
