import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password";
import { passwordProblem } from "./password-rules";

const name = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(100, `${label} must be at most 100 characters`)
    .nullish();

export const registerSchema = z
  .object({
    email: z
      .string({ error: "Email is required" })
      .trim()
      .max(254, "Email must be at most 254 characters")
      .pipe(z.email({ error: "Enter a valid email address, like name@example.com" })),
    password: z
      .string({ error: "Password is required" })
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
    firstName: name("First name"),
    lastName: name("Last name"),
  })
  .superRefine(({ email, password }, context) => {
    const problem = passwordProblem(password, email);
    if (problem) context.addIssue({ code: "custom", path: ["password"], message: problem });
  });
