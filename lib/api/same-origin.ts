import { appOrigin } from "./app-origin";
import { ApiError } from "./errors";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FOREIGN = "This request came from another site and was refused.";

/**
 * Cookie-authenticated writes must come from our own pages. Browsers send Origin on
 * every write; it must equal the app's origin exactly (scheme, host and port). A write
 * without Origin is accepted only when the browser itself vouches for it
 * (Sec-Fetch-Site: same-origin), so other clients (curl, scripts) must send Origin.
 */
export function assertSameOrigin(request: Request) {
  if (!MUTATING.has(request.method)) return;
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") throw ApiError.forbidden(FOREIGN);
  const origin = request.headers.get("origin");
  if (origin === null) {
    if (site === "same-origin") return;
    throw ApiError.forbidden(
      "This request has no Origin header and was refused. Send Origin with the app's address.",
    );
  }
  if (origin !== appOrigin(request)) throw ApiError.forbidden(FOREIGN);
}

export type BodyKind = "json" | "multipart";

/**
 * A POST must be JSON, even one without a body: a page on another site can send
 * text/plain, form or multipart posts without asking first, but never JSON. Only a
 * route that takes a file upload accepts multipart.
 */
export function assertPostContentType(request: Request, accepts: BodyKind = "json") {
  if (request.method !== "POST") return;
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "application/json") return;
  if (accepts === "multipart" && type === "multipart/form-data") return;
  throw ApiError.unsupportedType(
    accepts === "multipart"
      ? "Send the file as multipart/form-data."
      : "Send the request as JSON (Content-Type: application/json), even without a body.",
  );
}
