// lib/db/connection, not lib/db: server.ts loads this outside Next, where "server-only" throws.
import { databaseKind, sql } from "../db/connection";
import { createLimiter } from "../rate-limit/limiter";
import { createMemoryWindows } from "../rate-limit/memory-windows";
import { createPostgresWindows } from "../rate-limit/postgres-windows";

/**
 * One live voice session per user, across app instances on PostgreSQL (a row in the
 * RateLimit table) and in this process on PGlite (DESIGN.md "Scale"). A lease lasts the
 * longest a session may run plus a minute, so an instance that dies mid-session frees it
 * on its own.
 */
const postgres = createPostgresWindows(sql);
const memory = createMemoryWindows();
const store = () => (databaseKind() === "postgres" ? postgres : memory);

const keyOf = (userId: string) => `voice-session:${userId}`;
const LEASE_MARGIN_MS = 60 * 1000;

export type VoiceLease = { release(): Promise<void> };

/** The user's lease, or null while another voice session of theirs is live. */
export async function claimVoiceSession(
  userId: string,
  maxSessionMs: number,
): Promise<VoiceLease | null> {
  const window = await store().increment(keyOf(userId), maxSessionMs + LEASE_MARGIN_MS, Date.now());
  if (window.count > 1) return null;
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await store().remove(keyOf(userId));
    },
  };
}

// Starting a voice session costs a model session upstream: ten starts a minute per user.
const starts = createLimiter("voice-start", { limit: 10, windowMs: 60 * 1000 }, store);

/** The ms to wait before the user may start another voice session, or 0. */
export const voiceStartWaitMs = (userId: string) => starts.hit(userId);
