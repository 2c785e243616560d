import { analyzeJob } from "@/lib/jobs/analyze-job";
import { generationRoute } from "@/lib/jobs/generation-route";

export const POST = generationRoute(analyzeJob);
