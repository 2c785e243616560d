import { createLimiter } from "@/lib/rate-limit/limiter";
import { createMemoryWindows } from "@/lib/rate-limit/memory-windows";

const memoryLimiter = (limit: number, windowMs: number, capacity?: number) => {
  const store = createMemoryWindows(capacity);
  return createLimiter("test", { limit, windowMs }, () => store);
};

describe("a limiter over in-memory windows", () => {
  it("allows up to the limit in a window, then asks to wait until the window ends", async () => {
    const limiter = memoryLimiter(2, 1000);
    expect(await limiter.hit("a", 0)).toBe(0);
    expect(await limiter.hit("a", 100)).toBe(0);
    expect(await limiter.hit("a", 400)).toBe(600);
    expect(await limiter.hit("b", 400)).toBe(0);
    expect(await limiter.hit("a", 1000)).toBe(0);
  });

  it("checks without counting, and a reset clears the key", async () => {
    const limiter = memoryLimiter(2, 1000);
    expect(await limiter.check("a", 0)).toBe(0);
    await limiter.hit("a", 0);
    expect(await limiter.check("a", 10)).toBe(0);
    await limiter.hit("a", 20);
    expect(await limiter.check("a", 30)).toBe(970);
    expect(await limiter.check("a", 30)).toBe(970);
    await limiter.reset("a");
    expect(await limiter.check("a", 40)).toBe(0);
  });

  it("at capacity evicts the oldest windows only, so new keys cannot reset the others", async () => {
    const limiter = memoryLimiter(1, 60_000, 100);
    await limiter.hit("target", 0);
    await limiter.hit("target", 1);
    for (let key = 0; key < 98; key++) await limiter.hit(`early-${key}`, 2);
    expect(await limiter.check("target", 3)).toBeGreaterThan(0);
    // 10,001 new keys used to clear every window; now only the oldest go.
    for (let key = 0; key < 10_001; key++) await limiter.hit(`flood-${key}`, 4);
    expect(await limiter.check("flood-10000", 5)).toBe(60_000 - 1);
    expect(await limiter.check("flood-9901", 5)).toBe(60_000 - 1);
    expect(await limiter.check("flood-9900", 5)).toBe(0);
    expect(await limiter.check("target", 5)).toBe(0);
  });

  it("keeps the windows still in use when a flood is smaller than its capacity", async () => {
    const limiter = memoryLimiter(1, 60_000, 10_000);
    await limiter.hit("target", 0);
    await limiter.hit("target", 0);
    for (let key = 0; key < 9_000; key++) await limiter.hit(`flood-${key}`, 1);
    expect(await limiter.check("target", 2)).toBeGreaterThan(0);
  });
});
