import { createFairSlots, SlotsBusy, type Release } from "@/lib/fair-slots";

const settings = { slots: 2, perOwnerRunning: 1, perOwnerWaiting: 2, maxWaiting: 4 };
const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => (error instanceof SlotsBusy ? error.reason : String(error)),
  );

describe("fair slots", () => {
  it("lets one owner hold one slot and two places, and refuses a fourth", async () => {
    const line = createFairSlots(settings);
    await line.acquire("mallory");
    void line.acquire("mallory");
    void line.acquire("mallory");
    expect(await reasonOf(line.acquire("mallory"))).toBe("owner");
    // The second slot is free, but not for Mallory: another owner takes it at once.
    await line.acquire("ada");
    expect(line.stats()).toEqual({ running: 2, waiting: 2 });
  });

  it("gives a freed slot to the owner served longest ago, not to the first in line", async () => {
    const line = createFairSlots({ ...settings, slots: 1 });
    const order: string[] = [];
    // Each owner's work ends as soon as it starts, handing the slot on.
    const take = (owner: string) =>
      line.acquire(owner).then((release) => {
        order.push(owner);
        release();
      });
    const first = await line.acquire("mallory");
    order.push("mallory");
    const waiting = [take("mallory"), take("mallory"), take("ada"), take("bob")];
    first();
    await Promise.all(waiting);
    expect(order).toEqual(["mallory", "ada", "bob", "mallory", "mallory"]);
  });

  it("displaces the heaviest owner's newest waiter for a newcomer when the line is full", async () => {
    const line = createFairSlots({ ...settings, slots: 1, maxWaiting: 2 });
    const release = await line.acquire("mallory");
    const second = reasonOf(line.acquire("mallory"));
    const third = reasonOf(line.acquire("mallory"));
    const ada = line.acquire("ada");
    expect(await third).toBe("full");
    // Now no one holds more than one place more than a newcomer: the line stays as it is.
    expect(await reasonOf(line.acquire("bob"))).toBe("full");
    release();
    // Ada was never served, so the freed slot is hers before Mallory's second turn.
    (await ada)();
    expect(await second).toBeNull();
  });

  it("forgets a waiter whose request is aborted, and a release counts once", async () => {
    const line = createFairSlots({ ...settings, slots: 1 });
    const release: Release = await line.acquire("ada");
    const controller = new AbortController();
    const waiting = line.acquire("bob", controller.signal);
    controller.abort(new Error("gone"));
    await expect(waiting).rejects.toThrow("gone");
    expect(line.stats().waiting).toBe(0);
    release();
    release();
    expect(line.stats().running).toBe(0);
    await line.acquire("carol");
    void line.acquire("dave");
    expect(line.stats()).toEqual({ running: 1, waiting: 1 });
  });
});
