import { generateAll } from "@/lib/jobs/generate-all";
import { generationRoute } from "@/lib/jobs/generation-route";

export const POST = generationRoute(generateAll);
