import "server-only";
import { assertGenerationAllowed } from "../api/generation-limit";
import { withUser } from "../api/with-user";
import type { JobGeneration } from "./generation-context";
import { assertOwnsJob } from "./jobs";

/**
 * POST /api/jobs/{id}/<generation>: the user's own job (404 otherwise), within the shared
 * per-user generation limit (429), with the request's signal so a client that leaves
 * stops the work.
 */
export function generationRoute(generate: (generation: JobGeneration) => Promise<unknown>) {
  return withUser(async ({ request, user, params }) => {
    await assertOwnsJob({ userId: user.id, jobId: params.id });
    await assertGenerationAllowed(user.id);
    return generate({ userId: user.id, jobId: params.id, abortSignal: request.signal });
  });
}
