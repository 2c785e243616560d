import { TagsIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { Analysis } from "@/lib/types";
import { AnalysisSection, KEYWORDS_SHOWN } from "./analysis-section";

type ChipVariant = "default" | "secondary" | "outline";

function KeywordBox({
  title,
  keywords,
  variant,
  testId,
}: {
  title: string;
  keywords: string[];
  variant: ChipVariant;
  testId: string;
}) {
  const shown = keywords.slice(0, KEYWORDS_SHOWN);
  const hidden = keywords.length - shown.length;
  return (
    <AnalysisSection
      title={title}
      icon={TagsIcon}
      aside={<span className="text-xs text-muted-foreground">{keywords.length}</span>}
      data-testid={testId}
    >
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">None found.</p>
      ) : (
        <ul aria-label={title} className="flex flex-wrap gap-1.5">
          {shown.map((keyword, index) => (
            <li key={`${index}-${keyword}`} className="max-w-full">
              <Badge variant={variant} className="max-w-full">
                <span className="truncate">{keyword}</span>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && <p className="text-xs text-muted-foreground">+{hidden} more</p>}
    </AnalysisSection>
  );
}

export function AnalysisKeywords({ analysis }: { analysis: Analysis }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <KeywordBox
        title="Matched Keywords"
        keywords={analysis.matchedKeywords}
        variant="default"
        testId="analysis-matched-keywords"
      />
      <KeywordBox
        title="Job Requirements"
        keywords={analysis.jobKeywords}
        variant="outline"
        testId="analysis-job-keywords"
      />
      <KeywordBox
        title="Your Skills"
        keywords={analysis.resumeKeywords}
        variant="secondary"
        testId="analysis-resume-keywords"
      />
    </div>
  );
}
