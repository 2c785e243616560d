"use client";
import { SparklesIcon } from "lucide-react";
import { useState } from "react";
import useSWR from "swr";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type {
  BackgroundResults,
  HistoryEntry,
  SavedSearchSetting,
  SearchAnswer,
  SearchForm as SearchFormValues,
} from "@/lib/client/discover-api";
import { analyzeResumeJobTitles, discoverKeys } from "@/lib/client/discover-api";
import { useMasterResume, useUser } from "@/lib/client/hooks";
import { analyzeResumeKeywords } from "@/lib/client/resume-analysis";
import { toast } from "@/lib/client/toast-store";
import { useLocalStorage } from "@/lib/client/use-local-storage";
import { appendTerm, canSearchMore, isDemoJob, termsAsText } from "@/lib/discover/search-terms";
import { BoardSettingsDialog } from "./board-settings-dialog";
import { LoadSettingsDialog } from "./load-settings-dialog";
import { QuickSearchCards } from "./quick-search-cards";
import { EMPTY_FORM } from "./quick-searches";
import { RecentSearchesCard } from "./recent-searches-card";
import { ResultsSection, type ShownResults } from "./results-section";
import { ResumeTermsPanel } from "./resume-terms-panel";
import { SaveSettingsDialog } from "./save-settings-dialog";
import { SearchForm } from "./search-form";
import { useAddToWorkbench } from "./use-add-to-workbench";
import { useAiSearch } from "./use-ai-search";
import { useStandardSearch } from "./use-standard-search";

export const AI_MODE_KEY = "shortlist:discover-ai-mode";
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";

/** Terms of several lists, first spelling kept, without case-insensitive repeats. */
function uniqueTerms(...lists: string[][]): string[] {
  const seen = new Set<string>();
  return lists.flat().filter((term) => {
    const key = term.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const fromStandard = (answer: SearchAnswer): ShownResults => ({
  jobs: answer.jobs,
  sources: answer.sources,
  isDemo: answer.demo,
  sorted: answer.sorted,
  poweredBy: null,
});

function fromValidated(
  jobs: ShownResults["jobs"],
  extra: Partial<ShownResults> = {},
): ShownResults {
  return {
    jobs,
    sources: [],
    isDemo: jobs.length > 0 && jobs.every(isDemoJob),
    sorted: jobs.some((job) => job.score !== null) ? "relevance" : null,
    poweredBy: null,
    ...extra,
  };
}

/** Spec 2 §2 Discover: search job sources (or run an AI Mode background search) and keep results. */
export function DiscoverView() {
  const { user } = useUser();
  const { resume } = useMasterResume(Boolean(user));
  const [isAiMode, setAiMode] = useLocalStorage(AI_MODE_KEY, false, isBoolean);
  const [form, setForm] = useState<SearchFormValues>(EMPTY_FORM);
  const [results, setResults] = useState<ShownResults | null>(null);
  const { addStates, add } = useAddToWorkbench();
  const standard = useStandardSearch((answer, isMore) =>
    setResults((shown) => {
      if (!isMore || !shown) return fromStandard(answer);
      const known = new Set(shown.jobs.map((job) => job.id));
      return {
        ...fromStandard(answer),
        jobs: [...shown.jobs, ...answer.jobs.filter((job) => !known.has(job.id))],
      };
    }),
  );
  const ai = useAiSearch(
    (answer: BackgroundResults) =>
      setResults(
        fromValidated(answer.jobs, { sources: answer.sources, poweredBy: answer.poweredBy }),
      ),
    { isEnabled: isAiMode },
  );
  const history = useSWR<HistoryEntry[]>(isAiMode && user ? discoverKeys.history : null);
  const searchType = isAiMode ? "discover-dev" : "discover";
  const isSearching = isAiMode ? ai.state === "searching" : standard.isSearching;

  const changeMode = (next: boolean) => {
    setAiMode(next);
    standard.reset();
    ai.reset();
    setResults(null);
  };

  const runSearch = (values: SearchFormValues) => {
    if (!values.titles.trim() && !values.keywords.trim()) {
      toast({
        title: "Nothing to search for",
        description: "Enter a job title or a keyword, or use a quick search.",
        variant: "destructive",
      });
      return;
    }
    const sent = isAiMode ? values : { ...values, salary: "" };
    if (isAiMode) void ai.start(sent);
    else void standard.search(sent);
  };

  const loadSetting = (setting: SavedSearchSetting) =>
    setForm({
      titles: termsAsText(setting.titles),
      keywords: termsAsText(setting.keywords),
      location: setting.location ?? "",
      salary: setting.salary ?? "",
      jobType: setting.jobType ?? "any",
      workArrangement: setting.workArrangement ?? "any",
    });

  const loadHistory = (entry: HistoryEntry) => {
    const criteria = entry.searchCriteria;
    setForm({
      titles: termsAsText(criteria.titles),
      keywords: termsAsText(criteria.keywords),
      location: criteria.location ?? "",
      salary: criteria.salary ?? "",
      jobType: criteria.jobType ?? "any",
      workArrangement: criteria.workArrangement ?? "any",
    });
    ai.reset();
    setResults(fromValidated(entry.results ?? []));
  };

  const resumeText = resume?.text ?? "";
  const titleTerms = uniqueTerms(resume?.analyzedJobTitles ?? [], resume?.targetRoles ?? []);
  const keywordTerms = uniqueTerms(resume?.analyzedKeywords ?? [], resume?.analyzedSkills ?? []);

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6" data-testid="discover-view">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Discover</h1>
          <p className="text-muted-foreground" data-testid="discover-subtitle">
            {isAiMode
              ? "AI-powered job search with intelligent validation"
              : "Search real job listings from multiple sources"}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <BoardSettingsDialog />
          <div className="flex items-center gap-2 rounded-full border px-3 py-1.5">
            <SparklesIcon className="size-4 text-primary" aria-hidden />
            <Label htmlFor="discover-ai-mode">AI Mode</Label>
            <Switch
              id="discover-ai-mode"
              checked={isAiMode}
              onCheckedChange={changeMode}
              data-testid="ai-mode-switch"
            />
          </div>
        </div>
      </div>

      <Card>
        <CardContent className="pt-6">
          <SearchForm
            form={form}
            onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
            onSubmit={() => runSearch(form)}
            isAiMode={isAiMode}
            isBusy={isSearching}
            actions={
              <div className="flex gap-2">
                <SaveSettingsDialog form={form} searchType={searchType} />
                <LoadSettingsDialog searchType={searchType} onLoad={loadSetting} />
              </div>
            }
          />
        </CardContent>
      </Card>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <ResumeTermsPanel
          title="Resume Job Titles"
          terms={titleTerms}
          resumeText={resumeText}
          analyze={analyzeResumeJobTitles}
          failureDescription="Failed to analyze resume job titles"
          onPick={(term) =>
            setForm((current) => ({ ...current, titles: appendTerm(current.titles, term) }))
          }
          testId="resume-job-titles"
        />
        <ResumeTermsPanel
          title="Resume Keywords"
          terms={keywordTerms}
          resumeText={resumeText}
          analyze={analyzeResumeKeywords}
          failureDescription="Failed to analyze resume keywords"
          onPick={(term) =>
            setForm((current) => ({ ...current, keywords: appendTerm(current.keywords, term) }))
          }
          testId="resume-keywords"
        />
      </div>

      {isAiMode && history.data && history.data.length > 0 && (
        <RecentSearchesCard entries={history.data} onLoad={loadHistory} />
      )}

      {results || isSearching ? (
        <ResultsSection
          isAiMode={isAiMode}
          results={results}
          isSearching={isSearching}
          searchingLabel={
            isAiMode
              ? "AI search running: finding and checking postings. This can take a minute."
              : "Searching job sources…"
          }
          addStates={addStates}
          onAdd={(job) => void add(job)}
          canSearchMore={canSearchMore(standard.lastCount, isAiMode)}
          isLoadingMore={standard.isLoadingMore}
          onSearchMore={() => void standard.searchMore()}
        />
      ) : (
        <QuickSearchCards
          isDisabled={isSearching}
          onUse={(search) => {
            setForm({ ...search.form });
            runSearch(search.form);
          }}
        />
      )}
    </div>
  );
}
