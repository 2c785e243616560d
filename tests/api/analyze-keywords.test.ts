import * as keywordsRoute from "@/app/api/analyze-keywords/route";
import * as titlesRoute from "@/app/api/analyze-job-titles/route";
import * as resumeRoute from "@/app/api/master-resume/route";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

const RESUME = `Jane Doe
Senior Frontend Engineer, Northwind (2019 - Present)
- Led the migration of the customer dashboard to React and TypeScript, working in Scrum.
- Built GraphQL services in Node.js on AWS; tested React components with Jest.
Frontend Developer, Initech (2016 - 2019)
- Shipped React features with Agile teams.
Skills: JavaScript, CSS, Jest, React`;

// Oldest role first: the current title is the one that says "Present".
const LISTED_SKILLS_RESUME = `Maya Thompson
maya@example.com | (555) 201-3344 | Denver, CO

EXPERIENCE
Customer Support Associate, Litware (2016 - 2018)
- Resolved 50 tickets a day in Zendesk.
Customer Success Manager, Northwind Software (2018 - 2021)
- Onboarded 60 customers with Gainsight playbooks.
Senior Customer Success Manager, Brightwave Analytics (Mar 2021 - Present)
- Grew net revenue retention to 118% using Gainsight health scores.

SKILLS
Salesforce, Gainsight, Zendesk, HubSpot, Jira, SQL, Tableau, Excel, Customer Onboarding,
Renewals, Churn Analysis, Account Management, Upselling, Stakeholder Management`;

let alice: TestUser;
beforeAll(async () => {
  alice = await createTestUser();
  await call(resumeRoute.POST, "POST", { user: alice, body: { text: RESUME } });
});

describe("POST /api/analyze-keywords", () => {
  it("answers keywords and skills from the résumé's own words, and saves them with its job titles", async () => {
    const response = await call(keywordsRoute.POST, "POST", {
      user: alice,
      body: { resumeText: RESUME },
    });
    expect(response.status).toBe(200);
    const { keywords, skills } = response.json;
    expect(skills[0]).toBe("React");
    expect(skills).toEqual(expect.arrayContaining(["TypeScript", "Jest", "GraphQL"]));
    expect(skills.length).toBeLessThanOrEqual(8);
    expect(keywords).toEqual(expect.arrayContaining(["Senior Frontend Engineer", "Scrum"]));
    expect(keywords.length).toBeLessThanOrEqual(6);
    for (const term of [...keywords, ...skills]) {
      expect(RESUME.toLowerCase()).toContain(term.toLowerCase().split(" ")[0]);
    }
    const saved = await call(resumeRoute.GET, "GET", { user: alice });
    expect(saved.json).toMatchObject({ analyzedKeywords: keywords, analyzedSkills: skills });
    // Only the title held now is a target role; "Frontend Developer" is a past one.
    expect(saved.json.analyzedJobTitles).toEqual(["Senior Frontend Engineer"]);
  });

  it("shows up to 8 of the skills the résumé lists, with no past title as a keyword", async () => {
    const maya = await createTestUser();
    await call(resumeRoute.POST, "POST", { user: maya, body: { text: LISTED_SKILLS_RESUME } });
    const response = await call(keywordsRoute.POST, "POST", {
      user: maya,
      body: { resumeText: LISTED_SKILLS_RESUME },
    });
    const { keywords, skills } = response.json;
    expect(skills).toHaveLength(8);
    // Most mentioned first (Gainsight, Zendesk), then in the order listed.
    expect(skills).toEqual([
      "Gainsight",
      "Zendesk",
      "Salesforce",
      "HubSpot",
      "Jira",
      "SQL",
      "Tableau",
      "Excel",
    ]);
    expect(keywords[0]).toBe("Senior Customer Success Manager");
    expect(keywords).not.toContain("Customer Support Associate");
    expect(keywords).not.toContain("Microsoft Excel");
    const saved = await call(resumeRoute.GET, "GET", { user: maya });
    expect(saved.json.analyzedJobTitles).toEqual(["Senior Customer Success Manager"]);
  });

  it.each([
    ["no text", {}, "Please add resume content first"],
    ["blank text", { resumeText: "  " }, "Please add resume content first"],
    [
      "text too long",
      { resumeText: "x".repeat(200_001) },
      "Résumé text must be at most 200,000 characters",
    ],
  ])("refuses %s", async (_case, body, message) => {
    const response = await call(keywordsRoute.POST, "POST", { user: alice, body });
    expect(response).toMatchObject({ status: 400, json: { message } });
  });

  it("answers 401 without a session", async () => {
    expect((await call(keywordsRoute.POST, "POST", { body: { resumeText: RESUME } })).status).toBe(
      401,
    );
    expect((await call(titlesRoute.POST, "POST", { body: { resumeText: RESUME } })).status).toBe(
      401,
    );
  });
});

describe("POST /api/analyze-job-titles", () => {
  it("answers and saves the title the résumé holds now", async () => {
    const bob = await createTestUser();
    await call(resumeRoute.POST, "POST", { user: bob, body: { text: RESUME } });
    const response = await call(titlesRoute.POST, "POST", {
      user: bob,
      body: { resumeText: RESUME },
    });
    expect(response.json).toEqual({ jobTitles: ["Senior Frontend Engineer"] });
    expect((await call(resumeRoute.GET, "GET", { user: bob })).json.analyzedJobTitles).toEqual([
      "Senior Frontend Engineer",
    ]);
  });
});
