import { expect, test } from "./fixtures";
import { addJob, createAccount, expectToast, newAccount, screenshot } from "./helpers";

// The app relays the voice interview to tests/support/serve-fake-realtime.ts (started by
// playwright.config.ts); Chromium's fake microphone plays a beeping tone.
const FAKE_STATS = `http://127.0.0.1:${process.env.FAKE_REALTIME_PORT || 3193}/stats`;

type FakeConnection = {
  url: string;
  authorization: string | null;
  openaiBeta: string | null;
  appendedBytes: number;
  received: { type: string; session?: Record<string, unknown> }[];
};

const RESUME = [
  "Jane Doe",
  "Platform Engineer, Northwind (2019 - Present)",
  "- Led the migration of billing to Kubernetes, cutting failed deploys by 40%.",
].join("\n");

test("a voice interview: the greeting plays, the microphone reaches the upstream, both sides are transcribed", async ({
  page,
  request,
}) => {
  await createAccount(page, newAccount());
  await page.getByTestId("resume-text").fill(RESUME);
  await page.getByTestId("resume-save").click();
  await expectToast(page, "Master résumé saved successfully");
  await addJob(page, {
    title: "Staff Platform Engineer",
    company: "Globex",
    description: "Requirements:\n- Kubernetes in production\n- Terraform",
  });
  const before = ((await (await request.get(FAKE_STATS)).json()) as FakeConnection[]).length;

  await page.getByTestId("nav-experimental").first().click();
  await page.getByTestId("nav-interview-simulator").first().click();
  await expect(page.getByTestId("simulator-job")).toContainText("Staff Platform Engineer");
  await page.getByTestId("simulator-mode-voice").click();
  await expect(page.getByTestId("simulator-voice-note")).toHaveCount(0);
  await page.getByTestId("simulator-start").click();

  await expect(page.getByTestId("simulator-connection")).toHaveText("Connected");
  const session = page.getByTestId("voice-session");
  // The greeting is asked for 1 s after the session is ready, and its audio is played.
  await expect(page.getByTestId("simulator-interviewer-message").first()).toContainText(
    "Hello, thanks for joining",
  );
  await expect
    .poll(async () => Number(await session.getAttribute("data-played-ms")))
    .toBeGreaterThan(0);

  // The fake microphone's audio goes up; the fake's turn detection commits it after 1 s.
  await expect(page.getByTestId("simulator-candidate-message").first()).toContainText(
    "I led the move of our billing system",
    { timeout: 20_000 },
  );
  await expect(page.getByTestId("simulator-interviewer-message").nth(1)).toContainText(
    "What did you do yourself",
  );
  // The interviewer opens (the mic waits for the greeting), the candidate answers, a follow-up.
  const speakers = page
    .getByTestId("simulator-messages")
    .locator('[data-testid$="-message"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-testid")));
  expect((await speakers).slice(0, 3)).toEqual([
    "simulator-interviewer-message",
    "simulator-candidate-message",
    "simulator-interviewer-message",
  ]);
  await screenshot(page, "simulator-voice");

  const connections = (await (await request.get(FAKE_STATS)).json()) as FakeConnection[];
  expect(connections.length).toBe(before + 1);
  const upstream = connections[before];
  expect(upstream.url).toBe("/v1/realtime?model=gpt-realtime");
  expect(upstream.authorization).toBe("Bearer fake-realtime-key");
  expect(upstream.openaiBeta).toBeNull();
  expect(upstream.appendedBytes).toBeGreaterThanOrEqual(48_000);
  const updates = upstream.received.filter((event) => event.type === "session.update");
  expect(updates[0].session?.instructions).toEqual(
    expect.stringContaining("Staff Platform Engineer"),
  );
  expect(updates[1].session).toMatchObject({
    type: "realtime",
    audio: { output: { voice: "ballad" }, input: { format: { type: "audio/pcm", rate: 24000 } } },
  });
  expect(updates[1].session).not.toHaveProperty("instructions");

  await page.getByTestId("simulator-end").click();
  await expect(page.getByTestId("voice-session")).toHaveCount(0);
  await expect(page.getByTestId("simulator-candidate-message").first()).toBeVisible();
});
