import { withUser } from "@/lib/api/with-user";
import { parseJson } from "@/lib/api/request";
import { createJob } from "@/lib/jobs/jobs";
import { listJobs } from "@/lib/jobs/list-jobs";
import { readListQuery } from "@/lib/jobs/list-cursor";
import { createJobSchema } from "@/lib/jobs/schemas";
import { otherMethods } from "@/lib/api/route-methods";
import { acceptsGzip } from "@/lib/api/accepts-gzip";
import { PRECOMPRESSED_HEADER } from "@/lib/api/precompressed";
import { gzippedList } from "@/lib/jobs/list-memo";

// The body is the JSON array the database built; a page that has a next one says where
// it starts in X-Next-Cursor and Link (the body stays the array the client reads). The
// whole list goes out as the gzip bytes remembered with it, so Next does not compress the
// same 430 KB again on every request (lib/api/precompressed.ts).
export const GET = withUser(async ({ request, user }) => {
  const query = readListQuery(request);
  const { json, nextCursor } = await listJobs({ userId: user.id, ...query });
  const headers = new Headers({ "Content-Type": "application/json" });
  const isWholeList = query.limit === undefined && query.cursor === undefined;
  const gzip = isWholeList && acceptsGzip(request) ? gzippedList(user.id, json) : null;
  if (gzip) {
    headers.set(PRECOMPRESSED_HEADER, "gzip");
    headers.set("Vary", "Accept-Encoding");
    return new Response(gzip, { headers });
  }
  if (nextCursor) {
    const next = new URLSearchParams({ limit: String(query.limit), cursor: nextCursor });
    headers.set("X-Next-Cursor", nextCursor);
    headers.set("Link", `</api/jobs?${next}>; rel="next"`);
  }
  return new Response(json, { headers });
});

export const POST = withUser(async ({ request, user }) => {
  const input = await parseJson(request, createJobSchema);
  return Response.json(await createJob({ userId: user.id, input }), { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods({ GET, POST });
