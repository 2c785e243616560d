import { Prisma } from "@prisma/client";
import { ZodError } from "zod";

/** An error that knows its HTTP status; its message is shown to the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
  static badRequest(message: string) {
    return new ApiError(400, message);
  }
  static unauthorized(message = "Unauthorized") {
    return new ApiError(401, message);
  }
  static forbidden(message: string) {
    return new ApiError(403, message);
  }
  static notFound(message: string) {
    return new ApiError(404, message);
  }
  static conflict(message: string) {
    return new ApiError(409, message);
  }
  static tooLarge(message: string) {
    return new ApiError(413, message);
  }
  static unsupportedType(message: string) {
    return new ApiError(415, message);
  }
  static tooManyRequests(message: string, retryAfterMs: number) {
    return new ApiError(429, message, { "Retry-After": String(Math.ceil(retryAfterMs / 1000)) });
  }
}

// Our schemas give every rule a sentence a person can act on; zod's own defaults
// ("Invalid input...") get the field name so they still say where the problem is.
const ZOD_DEFAULT_MESSAGE = /^(invalid|expected|unrecognized|too (small|big))/i;

export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.join(".");
  return field && ZOD_DEFAULT_MESSAGE.test(issue.message)
    ? `${field}: ${issue.message}`
    : issue.message;
}

/** Turns any thrown value into a JSON response; unknown errors are logged, never shown. */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return Response.json(
      { message: error.message },
      { status: error.status, headers: error.headers },
    );
  }
  if (error instanceof ZodError) {
    return Response.json({ message: zodMessage(error) }, { status: 400 });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return Response.json({ message: "Not found" }, { status: 404 });
    if (error.code === "P2002")
      return Response.json({ message: "Already exists" }, { status: 409 });
  }
  console.error(error);
  return Response.json(
    { message: "Something went wrong on our side. Please try again." },
    { status: 500 },
  );
}
