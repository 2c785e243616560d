import { generateJobQuestions } from "@/lib/jobs/generate-questions";
import { generationRoute } from "@/lib/jobs/generation-route";
import { otherMethods } from "@/lib/api/route-methods";

export const POST = generationRoute(generateJobQuestions);

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
