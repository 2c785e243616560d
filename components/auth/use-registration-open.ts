"use client";
import useSWR from "swr";

export const REGISTRATION_PATH = "/api/register";

/** Whether this server takes new accounts (REGISTRATION); unknown while loading counts as yes. */
export function useRegistrationOpen(): boolean {
  const { data } = useSWR<{ open: boolean }>(REGISTRATION_PATH);
  return data?.open !== false;
}
