// How many roles a person may target and how long one title may be; shared by the
// server schema and the dashboard's editor (no zod here, so the browser stays light).
export const MAX_TARGET_ROLES = 10;
export const MAX_TARGET_ROLE_LENGTH = 80;
