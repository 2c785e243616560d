import "server-only";
import { ApiError } from "../api/errors";
import { hashPassword } from "../auth/password";
import { passwordProblem } from "../auth/password-rules";
import { authSecret } from "../auth/secret";
import { db } from "../db";
import { readResetToken, resetFingerprint } from "./reset-token";
import { advanceSessionVersion } from "./session-end";

const SPENT =
  "This reset link has expired or was already used. Ask the person who runs this server for a new one.";

/** Sets a new password from a reset link; every session of the account ends. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  const claims = readResetToken(token, authSecret());
  if (!claims) throw ApiError.badRequest(SPENT);
  const user = await db().user.findUnique({
    where: { id: claims.sub },
    select: { email: true, passwordHash: true, sessionVersion: true },
  });
  if (!user || resetFingerprint(user) !== claims.of) throw ApiError.badRequest(SPENT);
  const problem = passwordProblem(newPassword, user.email);
  if (problem) throw ApiError.badRequest(problem);
  await db().user.update({
    where: { id: claims.sub },
    data: { passwordHash: await hashPassword(newPassword) },
  });
  await advanceSessionVersion(claims.sub);
}
