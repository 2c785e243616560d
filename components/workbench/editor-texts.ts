import { FileTextIcon, MailIcon, type LucideIcon } from "lucide-react";
import type { JobTextKind } from "@/lib/client/stream-text";
import type { JobDetail } from "@/lib/types";

type EditorTexts = {
  icon: LucideIcon;
  title: string;
  /** The document in a sentence: "Replace your edited tailored résumé?" */
  noun: string;
  emptyText: string;
  placeholder: string;
  writing: string;
  saved: string;
  saveFailed: string;
  copied: string;
};

export const EDITOR_TEXTS: Record<JobTextKind, EditorTexts> = {
  resume: {
    icon: FileTextIcon,
    title: "Tailored Résumé",
    noun: "tailored résumé",
    emptyText:
      "No tailored résumé yet. Generate one from your master résumé and this job, or write your own below.",
    placeholder: "Your tailored résumé appears here. You can also write or paste your own.",
    writing: "Writing your tailored résumé…",
    saved: "Résumé saved successfully",
    saveFailed: "Failed to save résumé",
    copied: "The tailored résumé is on your clipboard.",
  },
  "cover-letter": {
    icon: MailIcon,
    title: "Cover Letter",
    noun: "cover letter",
    emptyText:
      "No cover letter yet. Generate one from your master résumé and this job, or write your own below.",
    placeholder: "Your cover letter appears here. You can also write or paste your own.",
    writing: "Writing your cover letter…",
    saved: "Cover letter saved successfully",
    saveFailed: "Failed to save cover letter",
    copied: "The cover letter is on your clipboard.",
  },
};

/** What the job holds for one of its two texts. */
export function storedDocument(job: JobDetail, kind: JobTextKind) {
  const part = kind === "resume" ? "resume" : "coverLetter";
  return {
    text: job[part]?.text,
    isHandEdited: job.handEdits[part],
    staleReason: job.staleness[part],
  };
}
