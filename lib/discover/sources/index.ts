import type { JobSource } from "../types";
import { adzuna } from "./adzuna";
import { arbeitnow } from "./arbeitnow";
import { ashby } from "./ashby";
import { greenhouse } from "./greenhouse";
import { jooble } from "./jooble";
import { lever } from "./lever";
import { remoteok } from "./remoteok";
import { remotive } from "./remotive";
import { themuse } from "./themuse";
import { usajobs } from "./usajobs";

/** Every source, in the order their reports are listed. */
export const SOURCES: readonly JobSource[] = [
  remotive,
  arbeitnow,
  themuse,
  remoteok,
  greenhouse,
  lever,
  ashby,
  adzuna,
  usajobs,
  jooble,
];

/** The names people read ("Also on: Remote OK, The Muse"). */
export const SOURCE_LABELS: Record<string, string> = {
  remotive: "Remotive",
  arbeitnow: "Arbeitnow",
  themuse: "The Muse",
  remoteok: "Remote OK",
  greenhouse: "Greenhouse",
  lever: "Lever",
  ashby: "Ashby",
  adzuna: "Adzuna",
  usajobs: "USAJOBS",
  jooble: "Jooble",
  demo: "Demo",
};

/** The environment variable that overrides each source's API origin. */
export const BASE_URL_SETTINGS: Record<string, string[]> = {
  remotive: ["REMOTIVE_BASE_URL"],
  arbeitnow: ["ARBEITNOW_BASE_URL"],
  themuse: ["THEMUSE_BASE_URL"],
  remoteok: ["REMOTEOK_BASE_URL"],
  greenhouse: ["GREENHOUSE_BASE_URL"],
  lever: ["LEVER_BASE_URL", "LEVER_EU_BASE_URL"],
  ashby: ["ASHBY_BASE_URL"],
  adzuna: ["ADZUNA_BASE_URL"],
  usajobs: ["USAJOBS_BASE_URL"],
  jooble: ["JOOBLE_BASE_URL"],
};
