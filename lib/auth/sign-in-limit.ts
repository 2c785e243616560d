import "server-only";
import { CLIENT_ADDRESS_HEADER } from "../api/client-address";
import { createRateLimiter } from "../rate-limit";

// Failed sign-ins are counted per account *and address*, never per account alone: a
// guesser who knows an email slows down only themselves, and the owner signing in
// from an address that has not been failing is never refused. The per-address limit
// is higher and catches one address spraying many accounts.
export const SIGN_IN_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };
export const SIGN_IN_ADDRESS_LIMIT = { limit: 100, windowMs: SIGN_IN_LIMIT.windowMs };
// New accounts from one address in an hour: a household or an office behind one address
// fits, a script filling the database does not.
export const REGISTER_LIMIT = { limit: 60, windowMs: 60 * 60 * 1000 };

const pairLimiter = createRateLimiter("sign-in", SIGN_IN_LIMIT);
const addressLimiter = createRateLimiter("sign-in-address", SIGN_IN_ADDRESS_LIMIT);

/** next-auth hands authorize the request's headers as a plain object. */
export function signInAddress(headers: Record<string, unknown> | undefined): string {
  const stamped = headers?.[CLIENT_ADDRESS_HEADER];
  return typeof stamped === "string" && stamped.trim() ? stamped.trim() : "unknown";
}

/** A refused sign-in; its message is shown on the sign-in form as it is. */
export class SignInRefused extends Error {}

function tooMany(waitMs: number): Error {
  const minutes = Math.ceil(waitMs / 60_000);
  return new SignInRefused(
    `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

/** One sign-in attempt for an email from an address. */
export function signInAttempt(email: string, headers: Record<string, unknown> | undefined) {
  const address = signInAddress(headers);
  const pairKey = `${address}|${email}`;
  return {
    /** Throws the message to show when this address has failed too often. */
    async assertAllowed() {
      const waitMs = Math.max(
        await pairLimiter.check(pairKey),
        await addressLimiter.check(address),
      );
      if (waitMs > 0) throw tooMany(waitMs);
    },
    async failed() {
      await Promise.all([pairLimiter.hit(pairKey), addressLimiter.hit(address)]);
    },
    async succeeded() {
      await pairLimiter.reset(pairKey);
    },
  };
}
