import type { CurrentUser } from "@/lib/types";

/** "First Last", else the email. */
export function displayName(user: Pick<CurrentUser, "firstName" | "lastName" | "email">): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || user.email;
}

/** Up to two letters for the avatar: first and last name initials, else the email's first letter. */
export function initials(user: Pick<CurrentUser, "firstName" | "lastName" | "email">): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => part?.trim().charAt(0) ?? "")
    .join("");
  return (letters || user.email.charAt(0) || "?").toUpperCase();
}
