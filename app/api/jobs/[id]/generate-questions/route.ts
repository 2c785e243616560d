import { generateJobQuestions } from "@/lib/jobs/generate-questions";
import { generationRoute } from "@/lib/jobs/generation-route";

export const POST = generationRoute(generateJobQuestions);
