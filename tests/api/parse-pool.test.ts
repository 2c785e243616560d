import { ParseFailure } from "@/lib/parsers/failure";
import { createParsePool } from "@/lib/parsers/pool";
import { makePdf } from "../support/files";

const pdfTask = () => {
  const bytes = new Uint8Array(makePdf(["Jane Doe", "Engineer"]));
  return ["document-text", { format: "pdf", bytes }] as const;
};

const pools: ReturnType<typeof createParsePool>[] = [];
const pool = (settings: Parameters<typeof createParsePool>[0] = {}) => {
  const created = createParsePool(settings);
  pools.push(created);
  return created;
};
afterAll(() => pools.forEach((created) => created.close()));

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => (error instanceof ParseFailure ? error.kind : error),
  );

describe("the parser worker pool", () => {
  it("parses in a worker thread and reuses it", async () => {
    const parsers = pool();
    expect(await parsers.run("rich-text", "<ul><li>Go</li></ul>")).toBe("• Go");
    expect(await parsers.run(...pdfTask())).toContain("Jane Doe");
    expect(parsers.stats().workers).toBe(1);
  });

  it("runs at most two at a time and queues the rest", async () => {
    const parsers = pool();
    const tasks = Array.from({ length: 5 }, () => parsers.run(...pdfTask()));
    await new Promise((resolve) => setImmediate(resolve));
    expect(parsers.stats()).toEqual({ workers: 2, queued: 3 });
    const texts = await Promise.all(tasks);
    expect(texts.every((text) => String(text).includes("Jane Doe"))).toBe(true);
    expect(parsers.stats().workers).toBeLessThanOrEqual(2);
  });

  it("refuses work beyond its queue instead of queueing forever", async () => {
    const parsers = pool({ maxWorkers: 1, maxQueued: 1, perOwner: undefined });
    const running = parsers.run(...pdfTask());
    const queued = parsers.run(...pdfTask());
    expect(await failureOf(parsers.run(...pdfTask()))).toBe("busy");
    await expect(Promise.all([running, queued])).resolves.toHaveLength(2);
  });

  it("stops a task that runs past its time and replaces the worker", async () => {
    // A worker needs far more than 50 ms to load pdf.js, so the first task times out.
    const parsers = pool({ timeoutMs: 50 });
    expect(await failureOf(parsers.run(...pdfTask()))).toBe("timed-out");
    expect(parsers.stats().workers).toBe(0);
  });

  it("reports a worker that runs out of memory, and the next task gets a new one", async () => {
    const parsers = pool({
      resourceLimits: { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1, stackSizeMb: 4 },
    });
    expect(await failureOf(parsers.run(...pdfTask()))).toBe("out-of-memory");
    const healthy = pool();
    expect(await healthy.run(...pdfTask())).toContain("Jane Doe");
  });

  it("drops a queued task when its request is aborted, and finishes the running one", async () => {
    const parsers = pool({ maxWorkers: 1 });
    const running = parsers.run(...pdfTask());
    const controller = new AbortController();
    const queued = parsers.run(...pdfTask(), { signal: controller.signal });
    expect(parsers.stats().queued).toBe(1);
    controller.abort(new Error("client went away"));
    await expect(queued).rejects.toThrow("client went away");
    expect(parsers.stats().queued).toBe(0);
    expect(await running).toContain("Jane Doe");
  });

  it("terminates a running task when its request is aborted", async () => {
    const parsers = pool({ maxWorkers: 1 });
    const controller = new AbortController();
    const running = parsers.run(...pdfTask(), { signal: controller.signal });
    controller.abort(new Error("client went away"));
    await expect(running).rejects.toThrow("client went away");
    expect(parsers.stats().workers).toBe(0);
    expect(await parsers.run(...pdfTask())).toContain("Jane Doe");
  });

  it("turns a parser's refusal into a typed failure with its sentence", async () => {
    const parsers = pool();
    const bytes = new Uint8Array(Buffer.from("PK\x03\x04 not really a zip"));
    const failure = await parsers
      .run("document-text", { format: "docx", bytes })
      .catch((error: ParseFailure) => error);
    expect(failure).toBeInstanceOf(ParseFailure);
    expect(failure).toMatchObject({ kind: "unreadable" });
    expect((failure as ParseFailure).message).toContain("could not read this DOCX");
  });

  it("gives each person a share: a fourth file of one person is refused, another person's goes next", async () => {
    const parsers = pool({ maxWorkers: 1 });
    const order: string[] = [];
    const run = (owner: string) =>
      parsers.run(...pdfTask(), { owner }).then(() => order.push(owner));
    const first = [run("mallory"), run("mallory"), run("mallory")];
    expect(await failureOf(parsers.run(...pdfTask(), { owner: "mallory" }))).toBe("busy");
    const ordinary = run("ada");
    await Promise.all([...first, ordinary]);
    expect(order).toEqual(["mallory", "ada", "mallory", "mallory"]);
  });

  it("makes room for a newcomer when the line is full of one person's files", async () => {
    const parsers = pool({ maxWorkers: 1, maxQueued: 2, perOwner: { running: 1, waiting: 2 } });
    const mallory = [1, 2, 3].map(() => failureOf(parsers.run(...pdfTask(), { owner: "mallory" })));
    const ada = parsers.run(...pdfTask(), { owner: "ada" });
    expect(await ada).toContain("Jane Doe");
    // Mallory's newest waiting file gave its place; the other two were read.
    expect(await Promise.all(mallory)).toEqual([null, null, "busy"]);
  });
});
