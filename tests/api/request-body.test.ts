import * as jobsRoute from "@/app/api/jobs/route";
import * as jobRoute from "@/app/api/jobs/[id]/route";
import * as resumeRoute from "@/app/api/jobs/[id]/resume/route";
import * as masterResumeRoute from "@/app/api/master-resume/route";
import * as targetRolesRoute from "@/app/api/master-resume/target-roles/route";
import { MAX_JSON_BYTES } from "@/lib/api/request";
import { call, createTestUser, type TestUser } from "../support/api";
import { setupTestDatabase } from "../support/database";

setupTestDatabase();

let user: TestUser;
let jobId: string;
beforeAll(async () => {
  user = await createTestUser();
  await call(masterResumeRoute.POST, "POST", { user, body: { text: "Ada Lane\nNurse" } });
  const created = await call(jobsRoute.POST, "POST", {
    user,
    body: { title: "Charge\u0000 Nurse", company: "Mercy", description: "Lead the night shift." },
  });
  expect(created.status).toBe(201);
  jobId = created.json.id;
});

describe("text with NUL characters (copied out of some PDFs)", () => {
  it("is saved without them, wherever it is sent", async () => {
    expect((await call(jobRoute.GET, "GET", { user, params: { id: jobId } })).json.title).toBe(
      "Charge Nurse",
    );
    const roles = await call(targetRolesRoute.PUT, "PUT", {
      user,
      body: { targetRoles: ["Nurse\u0000 Manager"] },
    });
    expect(roles.status).toBe(200);
    expect(roles.json.targetRoles).toEqual(["Nurse Manager"]);
    const edit = await call(resumeRoute.PATCH, "PATCH", {
      user,
      params: { id: jobId },
      body: { text: "Ada Lane\u0000\nCharge Nurse" },
    });
    expect(edit.status).toBe(200);
    const job = await call(jobRoute.GET, "GET", { user, params: { id: jobId } });
    expect(job.json.resume.text).toBe("Ada Lane\nCharge Nurse");
  });
});

describe("a JSON body over the limit", () => {
  const huge = JSON.stringify({ text: "x".repeat(MAX_JSON_BYTES) });

  it("is refused with 413 when its length is announced", async () => {
    const response = await call(resumeRoute.PATCH, "PATCH", {
      user,
      params: { id: jobId },
      body: huge,
      headers: { "content-length": String(huge.length) },
    });
    expect(response.status).toBe(413);
    expect(response.json.message).toMatch(/too large .*over 4 MB/);
  });

  it("is refused with 413 when it is streamed without a length", async () => {
    const response = await call(resumeRoute.PATCH, "PATCH", {
      user,
      params: { id: jobId },
      body: huge,
    });
    expect(response.status).toBe(413);
    const job = await call(jobRoute.GET, "GET", { user, params: { id: jobId } });
    expect(job.json.resume.text).toBe("Ada Lane\nCharge Nurse");
  });
});
