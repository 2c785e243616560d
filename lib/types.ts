// Shapes of what the API returns, shared by route handlers and the browser.

export const JOB_STATUSES = ["prospect", "applied", "interviewing", "offer", "rejected"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const STATUS_LABELS: Record<JobStatus, string> = {
  prospect: "Prospect",
  applied: "Applied",
  interviewing: "Interviewing",
  offer: "Offer",
  rejected: "Rejected",
};

export type CurrentUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

/** A job as listed (GET /api/jobs): the description is cut to LIST_DESCRIPTION_LENGTH. */
export type JobSummary = {
  id: string;
  title: string;
  company: string;
  description: string;
  url: string | null;
  salary: string;
  location: string | null;
  status: JobStatus;
  createdAt: string;
  updatedAt: string;
};

// Enough for the board card's 100-character preview and a glance in search results.
export const LIST_DESCRIPTION_LENGTH = 160;

/** One job requirement and the résumé line that covers it (null: a gap). */
export type RequirementEvidence = {
  keyword: string;
  kind: "required" | "preferred";
  evidence: string | null;
};

export type Analysis = {
  score: number;
  coverageCovered: number;
  coverageTotal: number;
  alignmentExplanation: string;
  strengths: string[];
  flags: string[];
  gaps: string[];
  companyOverview: string;
  matchedKeywords: string[];
  jobKeywords: string[];
  resumeKeywords: string[];
  /** Every requirement with its evidence; the score is computed from these (lib/match). */
  requirements: RequirementEvidence[];
  /** False when the job had no requirements to score against; the score is then 0. */
  isScored: boolean;
};

export type Recommendation = {
  type: "keyword" | "gap" | "positioning";
  keyword?: string;
  insight?: string;
  recommendation: string;
  priority: number;
};

export type InterviewQuestion = { id: string; question: string; answer: string };

/** A job with everything generated for it (GET /api/jobs/{id}). */
export type JobDetail = JobSummary & {
  analysis: Analysis | null;
  resume: { text: string; recommendations: Recommendation[] } | null;
  coverLetter: { text: string } | null;
  questions: InterviewQuestion[];
};

export type MasterResume = {
  text: string;
  source: "paste" | "upload";
  fileName: string | null;
  analyzedKeywords: string[];
  analyzedSkills: string[];
  analyzedJobTitles: string[];
  /** Roles the user added as targets, after the current title (analyzedJobTitles). */
  targetRoles: string[];
  createdAt: string;
  updatedAt: string;
};

export type ProfessionalSnapshot = { summary: string | null };

export type Transcript = {
  id: string;
  title: string;
  content: string;
  interviewMode: "text" | "voice";
  duration: number;
  interviewDate: string;
};
