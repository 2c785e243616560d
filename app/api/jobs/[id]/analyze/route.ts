import { analyzeJob } from "@/lib/jobs/analyze-job";
import { generationRoute } from "@/lib/jobs/generation-route";
import { otherMethods } from "@/lib/api/route-methods";

export const POST = generationRoute(analyzeJob);

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
