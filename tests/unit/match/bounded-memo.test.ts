import { boundedMemo } from "@/lib/match/bounded-memo";

describe("boundedMemo", () => {
  it("makes a value once per key and drops the oldest key beyond its limit", () => {
    const memo = boundedMemo<string | null>(2);
    let made = 0;
    const make = (value: string | null) => () => {
      made += 1;
      return value;
    };
    expect(memo("a", make("A"))).toBe("A");
    expect(memo("a", make("other"))).toBe("A");
    // A null value is kept too, not made again.
    expect(memo("b", make(null))).toBeNull();
    expect(memo("b", make("other"))).toBeNull();
    expect(made).toBe(2);
    memo("c", make("C"));
    expect(memo("a", make("A again"))).toBe("A again");
    expect(made).toBe(4);
  });
});
