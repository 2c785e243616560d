import { generateAll } from "@/lib/jobs/generate-all";
import { generationRoute } from "@/lib/jobs/generation-route";
import { otherMethods } from "@/lib/api/route-methods";

export const POST = generationRoute(generateAll);

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
