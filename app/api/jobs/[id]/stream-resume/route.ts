import { generationRoute } from "@/lib/jobs/generation-route";
import { streamJobDocument } from "@/lib/jobs/stream-job-document";
import { otherMethods } from "@/lib/api/route-methods";

export const POST = generationRoute((generation) => streamJobDocument("resume", generation));

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
