// Size limits of job fields, shared by the server schemas and the browser forms (no zod here).
export const LIMITS = {
  title: 300,
  company: 300,
  salary: 200,
  url: 2000,
  description: 50_000,
  tailoredResume: 100_000,
  coverLetter: 50_000,
};

/** Versions kept per document of a job (résumé, cover letter, question set), the current one included. */
export const VERSIONS_KEPT = 10;
