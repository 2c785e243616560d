import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../auth/password";

const name = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(100, `${label} must be at most 100 characters`)
    .nullish();

export const profileSchema = z
  .object({ firstName: name("First name"), lastName: name("Last name") })
  .refine((body) => body.firstName !== undefined || body.lastName !== undefined, {
    message: "Send firstName or lastName to change",
  });

export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: "Enter your current password" })
    .min(1, "Enter your current password")
    .max(MAX_PASSWORD_LENGTH, "Current password is incorrect"),
  newPassword: z
    .string({ error: "Enter a new password" })
    .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `New password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});

export const deleteAccountSchema = z.object({
  email: z
    .string({ error: "Type your email address to confirm" })
    .trim()
    .min(1, "Type your email address to confirm")
    .max(254, "Type your email address to confirm"),
});
