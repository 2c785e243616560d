import type { JobDetail } from "@/lib/types";
import { GeneratedTextEditor } from "./generated-text-editor";
import { ResumeRecommendations } from "./resume-recommendations";

/** Spec 1 §2 "Résumé tab": the recommendations that came with the résumé, then its draft. */
export function ResumeTab({ job }: { job: JobDetail }) {
  return (
    <div className="space-y-4">
      {job.resume && (
        <ResumeRecommendations
          analysis={job.analysis}
          recommendations={job.resume.recommendations}
        />
      )}
      <GeneratedTextEditor job={job} kind="resume" />
    </div>
  );
}
