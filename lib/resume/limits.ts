export const MAX_RESUME_TEXT = 200_000;
