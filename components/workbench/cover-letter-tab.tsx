import type { JobDetail } from "@/lib/types";
import { GeneratedTextEditor } from "./generated-text-editor";

/** Spec 1 §2 "Cover Letter tab": an editable, auto-growing letter, streamed on Generate. */
export function CoverLetterTab({ job }: { job: JobDetail }) {
  return <GeneratedTextEditor job={job} kind="cover-letter" />;
}
