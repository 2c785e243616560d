import { companyOverview } from "./company-overview";
import type { LocalInput } from "./types";

/**
 * The analysis prose without a model: lib/match's explanation as it is (it already quotes
 * the evidence and shows the formula), its strengths, and the posting's own sentences about
 * the company.
 */
export function writeAnalysisProse({ job, fit }: LocalInput): {
  alignmentExplanation: string;
  companyOverview: string;
  strengths: string[];
} {
  return {
    alignmentExplanation: fit.alignmentExplanation,
    companyOverview: companyOverview(job.description, job.company),
    strengths: fit.strengths,
  };
}
