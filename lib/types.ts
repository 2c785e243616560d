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
  /** What sort of ask it is (absent in analyses written before it was recorded). */
  type?: "skill" | "phrase" | "licence" | "years" | "leadership" | "budget" | "degree" | "language";
  /** The posting's own words for it. */
  asked?: string;
  /** Words of the evidence line that show it, for highlighting. */
  matched?: string[];
  /** A note on how it was judged ("about 8.4 years in matching roles; the posting asks for 10+"). */
  detail?: string;
  /** For an ask not covered: the résumé line that shows part of it. */
  partial?: string;
};

/** A condition of the job a résumé cannot show (travel, authorisation, schedule). */
export type JobCondition = {
  keyword: string;
  kind: "required" | "preferred";
  asked: string;
  /** For a condition about place: whether the résumé's own address answers it. */
  check?: { met: boolean; detail: string };
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
  /** Conditions to confirm, not scored (absent in analyses written before they were). */
  conditions?: JobCondition[];
};

export type Recommendation = {
  type: "keyword" | "gap" | "positioning";
  keyword?: string;
  insight?: string;
  recommendation: string;
  priority: number;
};

export type InterviewQuestion = { id: string; question: string; answer: string };

/** The four parts generated for a job. */
export type GeneratedPart = "analysis" | "resume" | "coverLetter" | "questions";

/** What changed since a part was generated: the job description, the master résumé or both. */
export type StaleReason = "job-description" | "resume" | "both";

/** A job with everything generated for it (GET /api/jobs/{id}). */
export type JobDetail = JobSummary & {
  analysis: Analysis | null;
  resume: { text: string; recommendations: Recommendation[] } | null;
  coverLetter: { text: string } | null;
  questions: InterviewQuestion[];
  /** Per part: why it is out of date, or null (also when it was written before this was kept). */
  staleness: Record<GeneratedPart, StaleReason | null>;
  /** Whether the stored text is the user's own edit (Regenerate asks before replacing it). */
  handEdits: { resume: boolean; coverLetter: boolean };
};

/** The documents whose last versions are kept: GET /api/jobs/{id}/versions?document=... */
export const VERSIONED_DOCUMENTS = ["resume", "cover-letter", "questions"] as const;
export type VersionedDocument = (typeof VERSIONED_DOCUMENTS)[number];

export type QuestionAnswer = { question: string; answer: string };

/** One kept version; the newest (isCurrent) is the text the job has now. */
export type DocumentVersion = {
  id: string;
  origin: "generated" | "edited";
  createdAt: string;
  isCurrent: boolean;
} & (
  | { document: "resume" | "cover-letter"; text: string }
  | { document: "questions"; questions: QuestionAnswer[] }
);

/** POST /api/jobs/{id}/versions/{versionId}/restore: the job, and the version it replaced (for undo). */
export type RestoredVersion = { job: JobDetail; replacedVersionId: string | null };

/** GET /api/jobs/{id}/fit: lib/match's fit of the master résumé with the job, without a model. */
export type FitCheck = {
  score: number;
  coverageCovered: number;
  coverageTotal: number;
  isScored: boolean;
  alignmentExplanation: string;
  flags: string[];
  gaps: string[];
  /** Scored under FIT_GATE_THRESHOLD (lib/jobs/fit-gate.ts): Generate asks before writing. */
  isPoorFit: boolean;
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
