// A fixed number of slots for costly work (parser workers, ffmpeg processes) shared fairly
// between people: each owner holds at most a few running and waiting at once, the next
// free slot goes to the owner served least recently, and when the waiting line is full a
// newcomer displaces the newest waiter of whoever holds the most of it. One person filling
// every slot with hostile files can slow only themselves.

export type SlotsBusyReason = "owner" | "full";

/** Refused: the owner already holds their share, or the line is full of other fair shares. */
export class SlotsBusy extends Error {
  constructor(readonly reason: SlotsBusyReason) {
    super(reason === "owner" ? "this owner's share is taken" : "every slot and place is taken");
  }
}

export interface FairSlotsSettings {
  slots: number;
  /** How many of the slots one owner may hold at once. */
  perOwnerRunning: number;
  /** How many more one owner may have waiting (a share is running plus waiting). */
  perOwnerWaiting: number;
  /** The whole waiting line. */
  maxWaiting: number;
}

interface Waiter {
  owner: string;
  grant(release: () => void): void;
  refuse(error: unknown): void;
}

export type Release = () => void;

export function createFairSlots(settings: FairSlotsSettings) {
  const running = new Map<string, number>();
  const lastServed = new Map<string, number>();
  const waiting: Waiter[] = [];
  let runningTotal = 0;
  let served = 0;

  const runningOf = (owner: string) => running.get(owner) ?? 0;
  const waitingOf = (owner: string) => waiting.filter((w) => w.owner === owner).length;
  const canStart = (owner: string) =>
    runningTotal < settings.slots && runningOf(owner) < settings.perOwnerRunning;

  function take(owner: string): Release {
    runningTotal += 1;
    running.set(owner, runningOf(owner) + 1);
    lastServed.set(owner, ++served);
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      runningTotal -= 1;
      const left = runningOf(owner) - 1;
      if (left > 0) running.set(owner, left);
      else running.delete(owner);
      forgetIfIdle(owner);
      pump();
    };
  }

  // An owner with nothing running or waiting starts afresh (and is not remembered forever).
  function forgetIfIdle(owner: string) {
    if (runningOf(owner) === 0 && waitingOf(owner) === 0) lastServed.delete(owner);
  }

  // The waiter whose owner was served longest ago (never served first); in order of arrival
  // among one owner's own.
  function nextWaiter(): number {
    let best = -1;
    let bestServed = Infinity;
    for (let index = 0; index < waiting.length; index++) {
      const { owner } = waiting[index];
      if (runningOf(owner) >= settings.perOwnerRunning) continue;
      const at = lastServed.get(owner) ?? 0;
      if (at < bestServed) {
        best = index;
        bestServed = at;
      }
    }
    return best;
  }

  function pump() {
    while (runningTotal < settings.slots) {
      const index = nextWaiter();
      if (index < 0) return;
      const [waiter] = waiting.splice(index, 1);
      waiter.grant(take(waiter.owner));
    }
  }

  /** Makes room for `owner` by refusing the newest waiter of the owner holding the most places. */
  function displaceFor(owner: string): boolean {
    const counts = new Map<string, number>();
    for (const w of waiting) counts.set(w.owner, (counts.get(w.owner) ?? 0) + 1);
    let heaviest = "";
    let most = 0;
    for (const [candidate, count] of counts) {
      if (count > most) [heaviest, most] = [candidate, count];
    }
    if (most <= (counts.get(owner) ?? 0) + 1) return false;
    let newest = waiting.length - 1;
    while (waiting[newest].owner !== heaviest) newest--;
    const [displaced] = waiting.splice(newest, 1);
    displaced.refuse(new SlotsBusy("full"));
    forgetIfIdle(heaviest);
    return true;
  }

  /** Waits for a slot; resolves with the function that gives it back (call it once, always). */
  function acquire(owner: string, signal?: AbortSignal): Promise<Release> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    // A free slot never sits beside a waiter who may use it (pump runs on every change).
    if (canStart(owner)) return Promise.resolve(take(owner));
    // A share is counted whole: one who is not running yet may hold all of it waiting.
    const share = settings.perOwnerRunning + settings.perOwnerWaiting;
    if (runningOf(owner) + waitingOf(owner) >= share) return Promise.reject(new SlotsBusy("owner"));
    if (waiting.length >= settings.maxWaiting && !displaceFor(owner))
      return Promise.reject(new SlotsBusy("full"));
    return new Promise<Release>((resolve, reject) => {
      const onAbort = () => {
        const index = waiting.indexOf(waiter);
        if (index >= 0) waiting.splice(index, 1);
        forgetIfIdle(owner);
        reject(signal?.reason);
      };
      const waiter: Waiter = {
        owner,
        grant: (release) => {
          signal?.removeEventListener("abort", onAbort);
          resolve(release);
        },
        refuse: (error) => {
          signal?.removeEventListener("abort", onAbort);
          reject(error);
        },
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      waiting.push(waiter);
      pump();
    });
  }

  return {
    acquire,
    stats: () => ({ running: runningTotal, waiting: waiting.length }),
  };
}
