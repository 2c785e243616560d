import * as restoreRoute from "@/app/api/jobs/[id]/versions/[versionId]/restore/route";
import * as versionsRoute from "@/app/api/jobs/[id]/versions/route";
import type { VersionedDocument } from "@/lib/types";
import { call, type TestUser } from "./api";

/** GET /api/jobs/{id}/versions?document=... as the given user. */
export function listVersions(user: TestUser, jobId: string, document: VersionedDocument | string) {
  return call(versionsRoute.GET, "GET", {
    user,
    params: { id: jobId },
    path: `/api/jobs/${jobId}/versions?document=${encodeURIComponent(document)}`,
  });
}

/** POST /api/jobs/{id}/versions/{versionId}/restore as the given user. */
export function restoreVersion(user: TestUser, jobId: string, versionId: string) {
  return call(restoreRoute.POST, "POST", { user, params: { id: jobId, versionId } });
}
