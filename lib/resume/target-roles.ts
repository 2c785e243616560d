import { z } from "zod";

import { MAX_TARGET_ROLE_LENGTH, MAX_TARGET_ROLES } from "./target-role-limits";

const role = z
  .string({ error: "Each target role must be a job title (text)." })
  .trim()
  .min(1, "A target role cannot be blank.")
  .max(
    MAX_TARGET_ROLE_LENGTH,
    `A target role must be at most ${MAX_TARGET_ROLE_LENGTH} characters.`,
  );

/** PUT /api/master-resume/target-roles: the whole list, each title once whatever its case. */
export const targetRolesSchema = z.object({
  targetRoles: z
    .array(role, { error: "targetRoles must be a list of job titles." })
    .max(MAX_TARGET_ROLES, `Add at most ${MAX_TARGET_ROLES} target roles.`)
    .transform((roles) =>
      roles.filter(
        (title, index) =>
          roles.findIndex((other) => other.toLowerCase() === title.toLowerCase()) === index,
      ),
    ),
});
