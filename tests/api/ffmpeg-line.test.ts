import { errorResponse } from "@/lib/api/errors";
import {
  FFMPEG_QUEUE,
  FfmpegBusy,
  ffmpegQueueStats,
  ffmpegSlotCount,
  withFfmpegSlot,
} from "@/lib/speech/ffmpeg-slots";
import { createTestUser } from "../support/api";
import { MB, recorder, until, upload } from "../support/ffmpeg-guard-setup";
import { SLOW_HOSTILE, wavFile, type FfmpegRunRecord } from "../support/ffmpeg-runs";

// Issue 35: ffmpeg runs in a fair, bounded line: one person's hostile recordings slow only
// that person, and past every share the answer is a 503 with Retry-After.

describe("the ffmpeg line", () => {
  it.each([
    [1, 1],
    [2, 1],
    [4, 3],
    [16, 4],
  ])("runs %i cores' worth as %i ffmpeg at once", (cores, slots) => {
    expect(ffmpegSlotCount(cores)).toBe(slots);
  });

  it("lets one person's slow hostile files fill only their share; another's upload is served in its turn", async () => {
    const mallory = await createTestUser();
    const ada = await createTestUser();
    // Large enough to need compressing; marked so the stand-in ffmpeg holds them.
    const hostile = wavFile({ sampleRate: 8000, dataBytes: 25 * MB, note: SLOW_HOSTILE });
    const ordinary = wavFile({
      sampleRate: 96_000,
      channels: 2,
      bitsPerSample: 32,
      dataBytes: 25 * MB,
    });
    const held = [1, 2, 3].map(() => upload(mallory, hostile, "meeting.wav", "audio/wav"));
    await until(() => {
      const { running, waiting } = ffmpegQueueStats();
      return running === 1 && waiting === 2;
    }, "one hostile upload running and two waiting");
    const refused = await upload(mallory, hostile, "meeting.wav", "audio/wav");
    expect(refused.status).toBe(503);
    expect(refused.json.message).toBe(
      "You already have recordings being converted; wait for them to finish.",
    );
    expect(refused.headers.get("retry-after")).toBe("30");

    const served = upload(ada, ordinary, "interview.wav", "audio/wav");
    await until(() => {
      const { running, waiting } = ffmpegQueueStats();
      return running + waiting === 4;
    }, "Ada's upload in line");
    recorder.openGate();
    const [adaResult, ...malloryResults] = await Promise.all([served, ...held]);
    expect(adaResult.status).toBe(201);
    expect(malloryResults.map((result) => result.status)).toEqual([422, 422, 422]);
    // Whose upload ffmpeg took up, in order: Ada's came before Mallory's waiting two.
    const firstRuns = new Map<string, FfmpegRunRecord>();
    for (const run of recorder.runs()) if (!firstRuns.has(run.input)) firstRuns.set(run.input, run);
    const order = [...firstRuns.values()].map((run) => (run.isHostile ? "mallory" : "ada"));
    expect(order).toEqual(["mallory", "ada", "mallory", "mallory"]);
  }, 60_000);

  it("answers 503 with Retry-After when every slot and place is taken by fair shares", async () => {
    const slots = ffmpegSlotCount();
    let finish = () => {};
    const hold = new Promise<void>((resolve) => (finish = resolve));
    const holders = Array.from({ length: slots + FFMPEG_QUEUE.maxWaiting }, (_, index) =>
      withFfmpegSlot(`owner-${index}`, {}, () => hold),
    );
    await until(() => {
      const { running, waiting } = ffmpegQueueStats();
      return running === slots && waiting === FFMPEG_QUEUE.maxWaiting;
    }, "a full line");
    const refused = await withFfmpegSlot("late", {}, async () => "ran").catch((error) => error);
    expect(refused).toBeInstanceOf(FfmpegBusy);
    const response = errorResponse(refused);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect((await response.json()).message).toBe(
      "The server is busy converting other recordings. Try again in a minute, or paste the transcript.",
    );
    finish();
    await Promise.all(holders);
    expect(ffmpegQueueStats()).toEqual({ running: 0, waiting: 0 });
  });
});
