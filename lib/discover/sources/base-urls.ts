// The setting that overrides each source's API origin (a mirror, a proxy, a test server).
// Plain data, so the e2e config's guard can read it without loading the adapters.
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
