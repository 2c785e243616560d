/**
 * Whether the client takes a gzip body: "gzip" (or "*") in Accept-Encoding without q=0.
 * Browsers and Node's fetch always send it; a client that leaves it out gets plain JSON.
 */
export function acceptsGzip(request: Request): boolean {
  const header = request.headers.get("accept-encoding");
  if (!header || header.length > 1000) return false;
  return header.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding.trim() !== "gzip" && coding.trim() !== "*") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
