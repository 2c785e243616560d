import { createRateLimiter } from "@/lib/rate-limit";

describe("createRateLimiter", () => {
  it("allows up to the limit in a window, then asks to wait until the window ends", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.hit("a", 0)).toBe(0);
    expect(limiter.hit("a", 100)).toBe(0);
    expect(limiter.hit("a", 400)).toBe(600);
    expect(limiter.hit("b", 400)).toBe(0);
    expect(limiter.hit("a", 1000)).toBe(0);
  });

  it("checks without counting, and a reset clears the key", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.check("a", 0)).toBe(0);
    limiter.hit("a", 0);
    expect(limiter.check("a", 10)).toBe(0);
    limiter.hit("a", 20);
    expect(limiter.check("a", 30)).toBe(970);
    expect(limiter.check("a", 30)).toBe(970);
    limiter.reset("a");
    expect(limiter.check("a", 40)).toBe(0);
  });
});
