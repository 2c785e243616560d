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
    expect(saved.json.analyzedJobTitles).toEqual([
      "Senior Frontend Engineer",
      "Frontend Developer",
    ]);
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
  it("answers and saves the résumé's role titles, most recent first", async () => {
    const bob = await createTestUser();
    await call(resumeRoute.POST, "POST", { user: bob, body: { text: RESUME } });
    const response = await call(titlesRoute.POST, "POST", {
      user: bob,
      body: { resumeText: RESUME },
    });
    expect(response.json).toEqual({
      jobTitles: ["Senior Frontend Engineer", "Frontend Developer"],
    });
    expect((await call(resumeRoute.GET, "GET", { user: bob })).json.analyzedJobTitles).toEqual([
      "Senior Frontend Engineer",
      "Frontend Developer",
    ]);
  });
});
