import { CheckCircle2Icon, CircleAlertIcon, ListChecksIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { RequirementEvidence } from "@/lib/types";
import { cn } from "@/lib/utils";
import { AnalysisSection } from "./analysis-section";

/** Résumé lines keep their bullet in storage; the quote reads better without it. */
export function stripBullet(line: string): string {
  return line.replace(/^\s*(?:[•▪◦·‣]\s*|[-*–—]\s+)/, "").trim();
}

function Requirement({ requirement }: { requirement: RequirementEvidence }) {
  const { keyword, kind, evidence } = requirement;
  const isRequired = kind === "required";
  return (
    <li className="space-y-2 py-3 first:pt-0 last:pb-0" data-testid="analysis-requirement">
      <div className="flex flex-wrap items-center gap-2">
        {evidence ? (
          <CheckCircle2Icon className="size-4 shrink-0 text-primary" aria-label="Covered" />
        ) : (
          <CircleAlertIcon
            className={cn("size-4 shrink-0", isRequired ? "text-destructive" : "text-amber-600")}
            aria-label="Gap"
          />
        )}
        <span className="min-w-0 font-medium break-words">{keyword}</span>
        <Badge variant={isRequired ? "default" : "secondary"}>
          {isRequired ? "Required" : "Preferred"}
        </Badge>
      </div>
      {evidence ? (
        <blockquote
          className="ml-6 border-l-2 border-primary/40 pl-3 text-sm leading-relaxed text-muted-foreground italic break-words"
          data-testid="analysis-evidence"
        >
          {stripBullet(evidence)}
        </blockquote>
      ) : (
        <p
          className={cn(
            "ml-6 text-sm",
            isRequired ? "text-destructive" : "text-amber-700 dark:text-amber-400",
          )}
          data-testid="analysis-requirement-gap"
        >
          Gap: no line in your résumé mentions this
        </p>
      )}
    </li>
  );
}

/** Each requirement beside the exact résumé line that covers it: the score's evidence. */
export function AnalysisRequirements({ requirements }: { requirements: RequirementEvidence[] }) {
  const covered = requirements.filter((r) => r.evidence).length;
  return (
    <AnalysisSection
      title="Requirements and evidence"
      icon={ListChecksIcon}
      aside={
        requirements.length > 0 && (
          <span className="text-xs text-muted-foreground">
            {covered} of {requirements.length} covered
          </span>
        )
      }
      data-testid="analysis-requirements"
    >
      {requirements.length === 0 ? (
        <p className="text-sm text-muted-foreground">No requirements found in this job.</p>
      ) : (
        <ul className="divide-y">
          {requirements.map((requirement, index) => (
            <Requirement key={`${index}-${requirement.keyword}`} requirement={requirement} />
          ))}
        </ul>
      )}
    </AnalysisSection>
  );
}
