import * as resumeRoute from "@/app/api/master-resume/route";
import * as targetRolesRoute from "@/app/api/master-resume/target-roles/route";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

let alice: TestUser;
beforeAll(async () => {
  alice = await createTestUser();
  await call(resumeRoute.POST, "POST", { user: alice, body: { text: "Alice Example\nEngineer" } });
});

const putRoles = (user: TestUser | null, body: unknown, headers?: Record<string, string>) =>
  call(targetRolesRoute.PUT, "PUT", { user, body, headers });

describe("PUT /api/master-resume/target-roles", () => {
  it("saves the roles trimmed and each once, keeps them when the résumé is saved again", async () => {
    const saved = await putRoles(alice, {
      targetRoles: ["  Engineering Manager ", "Staff Engineer", "engineering manager"],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.targetRoles).toEqual(["Engineering Manager", "Staff Engineer"]);

    await call(resumeRoute.POST, "POST", { user: alice, body: { text: "Alice Example\nLead" } });
    const read = await call(resumeRoute.GET, "GET", { user: alice });
    expect(read.json.targetRoles).toEqual(["Engineering Manager", "Staff Engineer"]);

    expect((await putRoles(alice, { targetRoles: [] })).json.targetRoles).toEqual([]);
  });

  it("keeps each person's roles their own", async () => {
    const bob = await createTestUser();
    await call(resumeRoute.POST, "POST", { user: bob, body: { text: "Bob\nNurse" } });
    await putRoles(alice, { targetRoles: ["Staff Engineer"] });
    await putRoles(bob, { targetRoles: ["Charge Nurse"] });
    expect((await call(resumeRoute.GET, "GET", { user: alice })).json.targetRoles).toEqual([
      "Staff Engineer",
    ]);
  });

  it.each([
    ["a string", 400, { targetRoles: "Engineer" }, "targetRoles must be a list of job titles."],
    [
      "a number in the list",
      400,
      { targetRoles: [42] },
      "Each target role must be a job title (text).",
    ],
    ["a blank title", 400, { targetRoles: ["  "] }, "A target role cannot be blank."],
    [
      "a title of 81 characters",
      400,
      { targetRoles: ["x".repeat(81)] },
      "A target role must be at most 80 characters.",
    ],
    [
      "11 roles",
      400,
      { targetRoles: Array.from({ length: 11 }, (_, i) => `Role ${i}`) },
      "Add at most 10 target roles.",
    ],
  ])("refuses %s with %i", async (_, status, body, message) => {
    expect(await putRoles(alice, body)).toMatchObject({ status, json: { message } });
  });

  it("answers 404 without a master résumé, 401 without a session, 415 for a non-JSON body", async () => {
    const carol = await createTestUser();
    expect(await putRoles(carol, { targetRoles: ["Chef"] })).toMatchObject({
      status: 404,
      json: { message: "Save your master résumé first, then add target roles." },
    });
    expect((await putRoles(null, { targetRoles: ["Chef"] })).status).toBe(401);
    expect(
      (await putRoles(alice, "targetRoles=Chef", { "content-type": "text/plain" })).status,
    ).toBe(415);
  });
});
