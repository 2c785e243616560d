"use client";
import { useState } from "react";
import { ChevronDownIcon } from "lucide-react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { useNavigation } from "@/lib/client/navigation";
import { EMPTY_JOB_FORM, type JobFormValues } from "@/lib/dashboard/new-job";
import { BulkUrlExtract } from "./bulk-url-extract";
import { ManualJobForm } from "./manual-job-form";
import { UrlExtractForm } from "./url-extract-form";

function Section({
  title,
  testId,
  open,
  onOpenChange,
  keepMounted,
  children,
}: {
  title: string;
  testId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keepMounted?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Collapsible open={open} onOpenChange={onOpenChange} className="rounded-lg border">
      <CollapsibleTrigger
        data-testid={testId}
        className="group flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left text-sm font-medium outline-none hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring"
      >
        {title}
        <ChevronDownIcon
          className="size-4 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
          aria-hidden
        />
      </CollapsibleTrigger>
      {/* forceMount keeps Radix from ever hiding the content, so closed state hides it here. */}
      <CollapsibleContent
        forceMount={keepMounted || undefined}
        className="border-t px-4 pt-4 pb-4 data-[state=closed]:hidden"
      >
        {children}
      </CollapsibleContent>
    </Collapsible>
  );
}

/**
 * The add-job form of the dashboard and the board (spec 1 §2 "Add-job form"). A saved job
 * always opens in the workbench; onSaved lets a host react first (close a dialog, say).
 * A single extraction fills the manual form for review; bulk extraction saves directly.
 */
export function AddJobForm({
  onSaved,
  isManualOpenByDefault = true,
}: {
  onSaved?: (jobId: string) => void;
  isManualOpenByDefault?: boolean;
}) {
  const { openJob } = useNavigation();
  const [isManualOpen, setIsManualOpen] = useState(isManualOpenByDefault);
  const [isBulkOpen, setIsBulkOpen] = useState(false);
  const [values, setValues] = useState<JobFormValues>(EMPTY_JOB_FORM);

  const handleSaved = (jobId: string) => {
    onSaved?.(jobId);
    openJob(jobId);
  };

  const handleExtracted = (extracted: JobFormValues) => {
    setValues(extracted);
    setIsManualOpen(true);
  };

  return (
    <div className="grid gap-4">
      <UrlExtractForm onExtracted={handleExtracted} />
      <Section
        title="Bulk URL Extraction"
        testId="bulk-url-toggle"
        open={isBulkOpen}
        onOpenChange={setIsBulkOpen}
        // Collapsing must not drop the typed URLs or a run still in flight.
        keepMounted
      >
        <BulkUrlExtract />
      </Section>
      <Section
        title="Or Enter Manually"
        testId="manual-job-toggle"
        open={isManualOpen}
        onOpenChange={setIsManualOpen}
      >
        <ManualJobForm onSaved={handleSaved} values={values} onValuesChange={setValues} />
      </Section>
    </div>
  );
}
