import { ApiError } from "../api/errors";
import { ParseFailure } from "./failure";

export const PARSERS_BUSY =
  "The server is busy reading other files and pages. Try again in a minute.";

interface Wording {
  /** What the user should hear when the thing cannot be read, and what to do instead. */
  unreadable: string;
  /** The thing, for "Reading this file took too long". */
  noun: "file" | "page";
  /** The status for input over a bound: 413 for an upload, 422 for a fetched page. */
  tooLargeStatus: 413 | 422;
}

/** Turns a parser's give-up into the 4xx (or 503) the user sees; other errors pass through. */
export function toApiError(error: unknown, wording: Wording): unknown {
  if (!(error instanceof ParseFailure)) return error;
  const insteadAdvice =
    wording.noun === "file"
      ? "Try another format or paste the text."
      : "Paste the description instead.";
  switch (error.kind) {
    case "too-large":
      return new ApiError(wording.tooLargeStatus, error.message || wording.unreadable);
    case "timed-out":
      return new ApiError(
        422,
        `Reading this ${wording.noun} took too long; it may be damaged or built to be hard to read. ${insteadAdvice}`,
      );
    case "out-of-memory":
      return new ApiError(
        422,
        `This ${wording.noun} needs far more memory to read than it should; it may be damaged or built to be hard to read. ${insteadAdvice}`,
      );
    case "busy":
      return new ApiError(503, error.message || PARSERS_BUSY, { "Retry-After": "30" });
    default:
      return new ApiError(422, error.message || wording.unreadable);
  }
}
