import { createTestUser } from "../support/api";
import { createVoiceJob, openVoiceSocket, waitUntil } from "../support/realtime-client";
import { ofType, setupRealtimeRelay } from "../support/realtime-relay-harness";

// The relay's refusals, closes and limits; what it relays is in realtime-proxy.test.ts.
const relay = setupRealtimeRelay();

describe("refusals", () => {
  it("refuses an upgrade without a session (401) or from another origin (403)", async () => {
    const job = await createVoiceJob(relay.alice());
    await expect(
      openVoiceSocket(relay.port(), `?jobId=${job.id}`, relay.headers(null)),
    ).resolves.toEqual({
      status: 401,
    });
    await expect(
      openVoiceSocket(
        relay.port(),
        `?jobId=${job.id}`,
        relay.headers(relay.alice(), "http://evil.example"),
      ),
    ).resolves.toEqual({ status: 403 });
  });

  it("answers 404 for another user's job or a job id that is not one, 400 for an unknown résumé source", async () => {
    const bob = await createTestUser();
    const bobsJob = await createVoiceJob(bob);
    await expect(
      openVoiceSocket(relay.port(), `?jobId=${bobsJob.id}`, relay.headers(relay.alice())),
    ).resolves.toEqual({ status: 404 });
    await expect(
      openVoiceSocket(relay.port(), `?jobId=../etc`, relay.headers(relay.alice())),
    ).resolves.toEqual({
      status: 404,
    });
    await expect(openVoiceSocket(relay.port(), ``, relay.headers(relay.alice()))).resolves.toEqual({
      status: 404,
    });
    const job = await createVoiceJob(relay.alice());
    await expect(
      openVoiceSocket(
        relay.port(),
        `?jobId=${job.id}&resumeSource=linkedin`,
        relay.headers(relay.alice()),
      ),
    ).resolves.toEqual({ status: 400 });
    expect(
      relay.fake().connections.every((connection) => !connection.url.includes(bobsJob.id)),
    ).toBe(true);
  });

  it("refuses a second live voice session of the same user with an error event, and allows one after", async () => {
    const { owner, job, socket } = await relay.startInterview();
    const second = await relay.open(owner, `?jobId=${job.id}`);
    const closed = await second.received.closed;
    expect(closed.code).toBe(4409);
    expect(ofType(second.received, "error")[0]).toMatchObject({
      error: {
        code: "session_already_open",
        message: expect.stringContaining("already have a voice interview open"),
      },
    });
    socket.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const third = await relay.open(owner, `?jobId=${job.id}`);
    await waitUntil(() => ofType(third.received, "session.created").length === 1, "a new session");
  });

  it("says a tailored résumé is missing when that is the source asked for", async () => {
    const gina = await createTestUser();
    const job = await createVoiceJob(gina);
    const { received } = await relay.open(gina, `?jobId=${job.id}&resumeSource=tailored`);
    expect((await received.closed).code).toBe(4400);
    expect(ofType(received, "error")[0]).toMatchObject({
      error: { code: "resume_required", message: expect.stringContaining("no tailored résumé") },
    });
  });

  it("says the résumé is required when the user has none", async () => {
    const carol = await createTestUser();
    const job = await createVoiceJob(carol, { resume: false });
    const { received } = await relay.open(carol, `?jobId=${job.id}`);
    expect((await received.closed).code).toBe(4400);
    expect(ofType(received, "error")[0]).toMatchObject({
      error: { code: "resume_required", message: expect.stringMatching(/^Resume Required/) },
    });
  });

  it("says what to configure when voice is not set up", async () => {
    delete process.env.OPENAI_REALTIME_URL;
    delete process.env.OPENAI_API_KEY;
    const dave = await createTestUser();
    const job = await createVoiceJob(dave);
    const { received } = await relay.open(dave, `?jobId=${job.id}`);
    expect((await received.closed).code).toBe(4403);
    expect(ofType(received, "error")[0]).toMatchObject({
      error: { code: "voice_not_configured", message: expect.stringContaining("OPENAI_API_KEY") },
    });
  });

  it("tells the browser when the upstream refuses the key", async () => {
    process.env.OPENAI_API_KEY = "sk-wrong";
    const erin = await createTestUser();
    const job = await createVoiceJob(erin);
    const { received } = await relay.open(erin, `?jobId=${job.id}`);
    expect((await received.closed).code).toBe(1011);
    expect(ofType(received, "error")[0]).toMatchObject({ error: { code: "upstream_refused" } });
    expect(JSON.stringify(received.events)).not.toContain("sk-wrong");
  });
});

describe("closing and limits", () => {
  it("closes the upstream when the browser closes", async () => {
    const { socket, upstream } = await relay.startInterview();
    socket.close(1000);
    await expect(upstream.closed).resolves.toMatchObject({ code: 1000 });
  });

  it("closes the browser with a code §8.1 maps when the upstream closes", async () => {
    const first = await relay.startInterview();
    first.upstream.socket.close(1011, "boom");
    await expect(first.received.closed).resolves.toEqual({
      code: 1011,
      reason: "The voice service closed the connection (1011)",
    });
    const second = await relay.startInterview();
    second.upstream.socket.close(4000, "invalid_request_error.beta_api_shape_disabled");
    await expect(second.received.closed).resolves.toEqual({
      code: 4000,
      reason: "invalid_request_error.beta_api_shape_disabled",
    });
  });

  it("ends a session at the time limit (shortened for the test) and closes both sides", async () => {
    process.env.REALTIME_MAX_SESSION_SECONDS = "0.4";
    const { received, upstream } = await relay.startInterview();
    await expect(received.closed).resolves.toEqual({
      code: 4408,
      reason: "Voice interviews are limited to 0.4 seconds",
    });
    await expect(upstream.closed).resolves.toMatchObject({ code: 1000 });
  });

  it("ends a session that has been idle too long", async () => {
    process.env.REALTIME_IDLE_TIMEOUT_SECONDS = "0.3";
    const { received } = await relay.startInterview();
    await expect(received.closed).resolves.toMatchObject({ code: 4410 });
    expect((await received.closed).reason).toMatch(/without activity/);
  });

  it("closes a session whose client sends a message over 1 MB", async () => {
    const { socket, received, upstream } = await relay.startInterview();
    socket.send(
      JSON.stringify({ type: "input_audio_buffer.append", audio: "A".repeat(1024 * 1024 + 10) }),
    );
    await expect(received.closed).resolves.toMatchObject({ code: 1009 });
    await upstream.closed;
    expect(upstream.appendedBytes).toBe(0);
  });
});
