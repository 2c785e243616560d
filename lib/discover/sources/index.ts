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

export { BASE_URL_SETTINGS } from "./base-urls";
