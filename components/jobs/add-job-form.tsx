"use client";
import { ChevronDownIcon } from "lucide-react";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { useNavigation } from "@/lib/client/navigation";
import { ManualJobForm } from "./manual-job-form";

/**
 * The add-job form of the dashboard and the board (spec 1 §2 "Add-job form"). A saved job
 * always opens in the workbench; onSaved lets a host react first (close a dialog, say).
 */
export function AddJobForm({
  onSaved,
  isManualOpenByDefault = true,
}: {
  onSaved?: (jobId: string) => void;
  isManualOpenByDefault?: boolean;
}) {
  const { openJob } = useNavigation();
  const handleSaved = (jobId: string) => {
    onSaved?.(jobId);
    openJob(jobId);
  };

  return (
    <Collapsible defaultOpen={isManualOpenByDefault} className="rounded-lg border">
      <CollapsibleTrigger className="group flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left text-sm font-medium outline-none hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring">
        Or Enter Manually
        <ChevronDownIcon
          className="size-4 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
          aria-hidden
        />
      </CollapsibleTrigger>
      <CollapsibleContent className="border-t px-4 pt-4 pb-4">
        <ManualJobForm onSaved={handleSaved} />
      </CollapsibleContent>
    </Collapsible>
  );
}
