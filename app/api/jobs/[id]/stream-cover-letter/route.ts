import { generationRoute } from "@/lib/jobs/generation-route";
import { streamJobDocument } from "@/lib/jobs/stream-job-document";

export const POST = generationRoute((generation) => streamJobDocument("cover-letter", generation));
