/**
 * Close codes the relay sends the browser (4000-4999 are the application's own). The
 * client shows §8.1's texts for 1005, 1006 and 1011 and "Connection lost: <reason>" for
 * the rest, so every code here carries a reason a person can act on.
 */
export const CLOSE = {
  normal: 1000,
  tooBig: 1009,
  serverError: 1011,
  resumeRequired: 4400,
  notConfigured: 4403,
  timeLimit: 4408,
  secondSession: 4409,
  idle: 4410,
} as const;

/** WebSocket close reasons are at most 123 bytes. */
export function closeReason(text: string): string {
  const bytes = Buffer.from(text);
  if (bytes.length <= 123) return text;
  return (
    bytes
      .subarray(0, 120)
      .toString("utf8")
      .replace(/\uFFFD+$/, "") + "..."
  );
}

/** The error event of the Realtime API (same shape in beta and GA). */
export function errorEvent(code: string, message: string) {
  return JSON.stringify({ type: "error", error: { type: "invalid_request_error", code, message } });
}
