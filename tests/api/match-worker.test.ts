import { setImmediate as nextTurn } from "node:timers/promises";
import { ApiError } from "@/lib/api/errors";
import { analyzeFit } from "@/lib/match";
import {
  MATCH_BUSY,
  MATCH_TOO_SLOW,
  createMatchPool,
  matchFailureToApiError,
  runMatchTask,
} from "@/lib/match-worker/run";

const pools: ReturnType<typeof createMatchPool>[] = [];
const pool = (settings: Parameters<typeof createMatchPool>[0]) => {
  const created = createMatchPool(settings);
  pools.push(created);
  return created;
};
afterAll(() => pools.forEach((created) => created.close()));

const resumeText = `Dana Reyes
Service Technician, Lakeway Ford (2018 - Present)
- Diagnosed drivability faults with scan tools and wiring diagrams on 12 vehicles a day.
- ASE certified in brakes and electrical systems.`;
const input = {
  resumeText,
  jobTitle: "Automotive Service Technician",
  jobDescription: `Requirements:
- 3+ years as an automotive technician
- ASE certification in electrical systems
- Experience with diagnostic scan tools`,
  now: new Date("2026-11-01T00:00:00Z"),
};

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => matchFailureToApiError(error),
  );

describe("the match worker", () => {
  it("gives the analysis lib/match gives in the server's own thread", async () => {
    const fromWorker = await runMatchTask("fit", input);
    expect(fromWorker.score).toBeGreaterThan(0);
    expect(fromWorker).toEqual(analyzeFit(input));
  });

  it("leaves the server's thread free while it reads a long posting", async () => {
    await runMatchTask("fit", input);
    const long = {
      ...input,
      jobDescription: `Requirements:\n- ${"renewal, expansion and ".repeat(2_100)}advocacy targets`,
    };
    let turns = 0;
    let done = false;
    const analysis = runMatchTask("fit", long).finally(() => (done = true));
    while (!done) {
      turns += 1;
      await nextTurn();
    }
    expect((await analysis).isScored).toBe(true);
    // In the server's thread the analysis would run start to end with no turn between.
    expect(turns).toBeGreaterThan(1);
  });

  it("writes the local engine's texts there from the same fit", async () => {
    const fit = await runMatchTask("fit", input);
    const context = {
      resumeText,
      job: { title: input.jobTitle, company: "Lakeway Motors", description: input.jobDescription },
      fit,
    };
    const letter = await runMatchTask("cover-letter", context);
    expect(letter).toContain("Lakeway Motors");
    const plan = await runMatchTask("recommendations", { fit, resumeText });
    expect(plan.length).toBeGreaterThan(0);
  });

  it("stops a task that runs past its time, as a 422 the user can act on", async () => {
    // Loading the matcher takes a worker far longer than 50 ms, so the first task times out.
    const slow = pool({ timeoutMs: 50 });
    const error = await failureOf(slow.run("fit", input));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe(MATCH_TOO_SLOW);
    expect(slow.stats().workers).toBe(0);
  });

  it("refuses work beyond its queue as a 503 with a time to retry", async () => {
    const small = pool({ maxQueued: 1 });
    const running = small.run("fit", input);
    const queued = small.run("fit", input);
    const error = (await failureOf(small.run("fit", input))) as ApiError;
    expect(error.status).toBe(503);
    expect(error.message).toBe(MATCH_BUSY);
    expect(error.headers["Retry-After"]).toBe("30");
    await expect(Promise.all([running, queued])).resolves.toHaveLength(2);
  });
});
