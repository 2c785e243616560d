import { isDatabaseReady } from "@/lib/db";
import { otherMethods } from "@/lib/api/route-methods";

export const dynamic = "force-dynamic";

export async function GET() {
  const ready = await isDatabaseReady();
  return Response.json(
    { status: ready ? "ok" : "starting", database: ready ? "ready" : "unavailable" },
    { status: ready ? 200 : 503 },
  );
}

export const { POST, PUT, PATCH, DELETE } = otherMethods({ GET });
