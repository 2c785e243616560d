export type ParseFailureKind = "too-large" | "unreadable" | "timed-out" | "out-of-memory" | "busy";

/**
 * Why a parser gave up. Workers send it back as `{ kind, message }`; a message, when
 * present, is already a sentence for the user.
 */
export class ParseFailure extends Error {
  constructor(
    readonly kind: ParseFailureKind,
    message = "",
  ) {
    super(message);
  }
}
