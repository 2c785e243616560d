import { CheckCircle2Icon, CircleAlertIcon, CircleDotIcon, ListChecksIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { highlightParts } from "@/lib/client/highlight";
import type { RequirementEvidence } from "@/lib/types";
import { cn } from "@/lib/utils";
import { AnalysisSection } from "./analysis-section";

/** Résumé lines keep their bullet in storage; the quote reads better without it. */
export function stripBullet(line: string): string {
  return line.replace(/^\s*(?:[•▪◦·‣]\s*|[-*–—]\s+)/, "").trim();
}

/** A résumé line with the words that show the requirement marked. */
function Quote({ line, words, testId }: { line: string; words?: string[]; testId: string }) {
  return (
    <blockquote
      className="ml-6 border-l-2 border-primary/40 pl-3 text-sm leading-relaxed text-muted-foreground italic break-words"
      data-testid={testId}
    >
      {highlightParts(stripBullet(line), words).map((part, i) =>
        part.isMatch ? (
          <mark
            key={i}
            className="rounded-sm bg-primary/15 px-0.5 text-foreground not-italic"
            data-testid="evidence-match"
          >
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </blockquote>
  );
}

function Status({ requirement }: { requirement: RequirementEvidence }) {
  const isRequired = requirement.kind === "required";
  if (requirement.evidence)
    return <CheckCircle2Icon className="size-4 shrink-0 text-primary" aria-label="Covered" />;
  if (requirement.partial)
    return <CircleDotIcon className="size-4 shrink-0 text-amber-600" aria-label="Partly shown" />;
  return (
    <CircleAlertIcon
      className={cn("size-4 shrink-0", isRequired ? "text-destructive" : "text-amber-600")}
      aria-label="Not found"
    />
  );
}

function Requirement({ requirement }: { requirement: RequirementEvidence }) {
  const { keyword, kind, evidence, asked, detail, partial, matched } = requirement;
  const isRequired = kind === "required";
  const showsAsked = asked && asked.toLowerCase() !== keyword.toLowerCase();
  return (
    <li className="space-y-2 py-3 first:pt-0 last:pb-0" data-testid="analysis-requirement">
      <div className="flex flex-wrap items-center gap-2">
        <Status requirement={requirement} />
        <span className="min-w-0 font-medium break-words">{keyword}</span>
        <Badge variant={isRequired ? "default" : "secondary"}>
          {isRequired ? "Required" : "Preferred"}
        </Badge>
      </div>
      {showsAsked && <p className="ml-6 text-xs text-muted-foreground">Posting: “{asked}”</p>}
      {evidence ? (
        <Quote line={evidence} words={matched} testId="analysis-evidence" />
      ) : partial ? (
        <>
          <p
            className="ml-6 text-sm text-amber-700 dark:text-amber-400"
            data-testid="analysis-requirement-partial"
          >
            Partly shown: this line covers some of it.
          </p>
          <Quote line={partial} words={matched} testId="analysis-partial-evidence" />
        </>
      ) : (
        <p
          className={cn(
            "ml-6 text-sm",
            isRequired ? "text-destructive" : "text-amber-700 dark:text-amber-400",
          )}
          data-testid="analysis-requirement-gap"
        >
          {detail ? `Not met: ${detail}` : "Not found in your résumé"}
        </p>
      )}
      {evidence && detail && <p className="ml-6 text-xs text-muted-foreground">{detail}</p>}
    </li>
  );
}

/** Each requirement beside the exact résumé line that covers it: the score's evidence. */
export function AnalysisRequirements({
  requirements,
  conditions = [],
}: {
  requirements: RequirementEvidence[];
  conditions?: {
    keyword: string;
    kind: "required" | "preferred";
    check?: { met: boolean; detail: string };
  }[];
}) {
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
      {conditions.length > 0 && (
        <div className="mt-4 space-y-1 border-t pt-3" data-testid="analysis-conditions">
          <p className="text-sm font-medium">To confirm (not scored)</p>
          <p className="text-xs text-muted-foreground">
            Conditions a résumé cannot show, such as travel, schedule or the right to work.
          </p>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {conditions.map((condition, index) => (
              <li key={`${index}-${condition.keyword}`}>
                {condition.keyword}
                {condition.check && (
                  <span
                    className={
                      condition.check.met
                        ? "block text-xs text-muted-foreground"
                        : "block text-xs text-amber-700 dark:text-amber-400"
                    }
                  >
                    {condition.check.detail}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </AnalysisSection>
  );
}
