import { isOpenSwipe, type Swipe } from "@/lib/client/swipe";

const base: Swipe = { startX: 10, startY: 300, endX: 200, endY: 320, elapsedMs: 200 };

describe("isOpenSwipe", () => {
  it("opens for a quick rightward swipe from the left edge", () => {
    expect(isOpenSwipe(base)).toBe(true);
  });

  it.each<[string, Partial<Swipe>, boolean]>([
    ["start x exactly 20px", { startX: 20, endX: 200 }, true],
    ["start x 21px", { startX: 21, endX: 200 }, false],
    ["start x 0px", { startX: 0, endX: 101 }, true],
    ["rightward movement exactly 100px", { startX: 10, endX: 110 }, false],
    ["rightward movement 101px", { startX: 10, endX: 111 }, true],
    ["leftward movement", { startX: 10, endX: 0 }, false],
    ["vertical drift 99px down", { startY: 300, endY: 399 }, true],
    ["vertical drift exactly 100px down", { startY: 300, endY: 400 }, false],
    ["vertical drift 99px up", { startY: 300, endY: 201 }, true],
    ["vertical drift exactly 100px up", { startY: 300, endY: 200 }, false],
    ["500ms exactly", { elapsedMs: 500 }, true],
    ["501ms", { elapsedMs: 501 }, false],
  ])("%s -> %s", (_name, change, expected) => {
    expect(isOpenSwipe({ ...base, ...change })).toBe(expected);
  });
});
