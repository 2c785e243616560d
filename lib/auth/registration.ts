import "server-only";
import { ApiError } from "../api/errors";
import { db } from "../db";
import { REGISTRATION_CLOSED, registrationPolicy } from "./registration-policy";

/** Whether a new account may be created now (REGISTRATION, and for first-user whether one exists). */
export async function registrationOpen(): Promise<boolean> {
  const policy = registrationPolicy();
  if (policy !== "first-user") return policy === "open";
  return (await db().user.count()) === 0;
}

export async function assertRegistrationOpen() {
  if (!(await registrationOpen())) throw ApiError.forbidden(REGISTRATION_CLOSED);
}
