import type { FitCheck } from "@/lib/types";

/** What GET /api/jobs/{id}/fit answers for a job the résumé covers well. */
export const fairFit: FitCheck = {
  score: 72,
  coverageCovered: 9,
  coverageTotal: 12,
  isScored: true,
  alignmentExplanation: "Most requirements are covered.",
  flags: ["No evidence of required Kubernetes in the résumé"],
  gaps: ["Kubernetes (required)"],
  isPoorFit: false,
};

/** ... and for an ICU nurse posting against a customer-success résumé. */
export const poorFit: FitCheck = {
  score: 0,
  coverageCovered: 0,
  coverageTotal: 12,
  isScored: true,
  alignmentExplanation: "None of the requirements are covered.",
  flags: [
    "Title differs: Customer Success Manager vs ICU Nurse",
    "No evidence of required RN in the résumé",
    "No evidence of required BLS in the résumé",
    "No evidence of required ACLS in the résumé",
    "No evidence of required Critical care in the résumé",
  ],
  gaps: ["RN (required)", "BLS (required)"],
  isPoorFit: true,
};
