import { GaugeIcon, KeyRoundIcon, ListOrderedIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { Analysis, Recommendation } from "@/lib/types";
import { coveragePercent } from "./analysis-scores";
import { AnalysisSection, FindingList, FINDINGS_SHOWN, KEYWORDS_SHOWN } from "./analysis-section";

/** Spec 1 §9: the action plan shows at most 10 recommendations, numbered from 1. */
export const ACTION_PLAN_SIZE = 10;

const TYPE_LABELS: Record<Recommendation["type"], string> = {
  keyword: "Keyword",
  gap: "Gap",
  positioning: "Positioning",
};

/** Most important first (priority 1 leads); equal priorities keep their order. */
export function actionPlan(recommendations: Recommendation[]): Recommendation[] {
  return [...recommendations].sort((a, b) => a.priority - b.priority).slice(0, ACTION_PLAN_SIZE);
}

function AlignmentSnapshot({ analysis }: { analysis: Analysis | null }) {
  return (
    <AnalysisSection
      title="Alignment Snapshot"
      icon={GaugeIcon}
      data-testid="resume-alignment-snapshot"
    >
      {analysis ? (
        <>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-muted-foreground">Alignment score</dt>
              <dd className="text-2xl font-semibold">
                {analysis.isScored ? (
                  <>
                    {analysis.score}
                    <span className="text-sm font-normal text-muted-foreground">/100</span>
                  </>
                ) : (
                  <span className="text-base">Not scored</span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Coverage</dt>
              <dd className="text-2xl font-semibold">
                {analysis.coverageCovered}/{analysis.coverageTotal}
                <span className="ml-1.5 text-sm font-normal text-muted-foreground">
                  {coveragePercent(analysis)}%
                </span>
              </dd>
            </div>
          </dl>
          <FindingList
            items={analysis.strengths.slice(0, FINDINGS_SHOWN)}
            emptyText="No strengths identified yet."
            markerClassName="bg-primary"
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          Your alignment snapshot appears here after you generate the analysis on the Analyze tab.
        </p>
      )}
    </AnalysisSection>
  );
}

function KeywordStrategy({
  recommendations,
  matchedKeywords,
}: {
  recommendations: Recommendation[];
  matchedKeywords: string[];
}) {
  const keywordTips = recommendations.filter((item) => item.type === "keyword");
  const chips = matchedKeywords.slice(0, KEYWORDS_SHOWN);
  return (
    <AnalysisSection
      title="Keyword Strategy"
      icon={KeyRoundIcon}
      data-testid="resume-keyword-strategy"
    >
      {keywordTips.length === 0 ? (
        <p className="text-sm text-muted-foreground">No keyword recommendations.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {keywordTips.slice(0, KEYWORDS_SHOWN).map((item, index) => (
            <li key={`${index}-${item.keyword}`} className="min-w-0 break-words">
              {item.keyword && <span className="font-medium">{item.keyword}: </span>}
              <span className="text-muted-foreground">{item.recommendation}</span>
            </li>
          ))}
        </ul>
      )}
      {chips.length > 0 && (
        <div className="space-y-1.5">
          <p className="text-xs font-medium text-muted-foreground">Already matched</p>
          <ul aria-label="Matched keywords" className="flex flex-wrap gap-1.5">
            {chips.map((keyword, index) => (
              <li key={`${index}-${keyword}`} className="max-w-full">
                <Badge variant="secondary" className="max-w-full">
                  <span className="truncate">{keyword}</span>
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </AnalysisSection>
  );
}

function ActionPlan({ recommendations }: { recommendations: Recommendation[] }) {
  const plan = actionPlan(recommendations);
  return (
    <AnalysisSection title="Action Plan" icon={ListOrderedIcon} data-testid="resume-action-plan">
      {plan.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing to change: no recommendations.</p>
      ) : (
        <ol className="space-y-3 text-sm">
          {plan.map((item, index) => (
            <li key={index} className="flex gap-3">
              <span
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
                aria-hidden
              >
                {index + 1}
              </span>
              <div className="min-w-0 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="outline">{TYPE_LABELS[item.type]}</Badge>
                  {(item.keyword || item.insight) && (
                    <span className="font-medium break-words">{item.keyword ?? item.insight}</span>
                  )}
                </div>
                <p className="break-words text-muted-foreground">{item.recommendation}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </AnalysisSection>
  );
}

/** The cards that come with a tailored résumé (spec 1 §2 "Résumé tab"). */
export function ResumeRecommendations({
  analysis,
  recommendations,
}: {
  analysis: Analysis | null;
  recommendations: Recommendation[];
}) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <AlignmentSnapshot analysis={analysis} />
        <KeywordStrategy
          recommendations={recommendations}
          matchedKeywords={analysis?.matchedKeywords ?? []}
        />
      </div>
      <ActionPlan recommendations={recommendations} />
    </div>
  );
}
