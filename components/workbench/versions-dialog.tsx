"use client";
import { HistoryIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useVersions } from "@/lib/client/hooks";
import { VERSIONS_KEPT } from "@/lib/jobs/limits";
import type { VersionedDocument } from "@/lib/types";
import { VersionItem, versionText } from "./version-item";

function VersionList({
  jobId,
  document,
  restoringId,
  onRestore,
}: {
  jobId: string;
  document: VersionedDocument;
  restoringId: string | null;
  onRestore: (versionId: string) => void;
}) {
  const { versions, error, isLoading, refresh } = useVersions(jobId, document);
  if (error) {
    return <QueryError message="We couldn't load the versions." onRetry={() => void refresh()} />;
  }
  if (isLoading && versions.length === 0) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading versions">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  const current = versions.find((version) => version.isCurrent);
  const currentText = current ? versionText(current) : null;
  return (
    <>
      {versions.length <= 1 && (
        <p className="text-sm text-muted-foreground" data-testid="versions-empty">
          No earlier versions yet. Each time this text is replaced (Regenerate, Generate All or a
          saved edit), the text from before is kept here.
        </p>
      )}
      {versions.length > 0 && (
        <ul className="divide-y" data-testid="versions-list">
          {versions.map((version) => (
            <VersionItem
              key={version.id}
              version={version}
              currentText={currentText}
              isRestoring={restoringId === version.id}
              isDisabled={restoringId !== null}
              onRestore={() => onRestore(version.id)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * "Versions": the last texts of a document, each with when it was written and whether it
 * was generated or a hand edit, and Restore. The dialog closes once a restore succeeded.
 */
export function VersionsDialog({
  jobId,
  document,
  noun,
  hasUnsavedChanges = false,
  onRestore,
  testId,
}: {
  jobId: string;
  document: VersionedDocument;
  noun: string;
  hasUnsavedChanges?: boolean;
  onRestore: (versionId: string) => Promise<boolean>;
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const [restoringId, setRestoringId] = useState<string | null>(null);
  const restore = async (versionId: string) => {
    setRestoringId(versionId);
    const isRestored = await onRestore(versionId);
    setRestoringId(null);
    if (isRestored) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" data-testid={testId}>
          <HistoryIcon aria-hidden />
          Versions
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl" data-testid="versions-dialog">
        <DialogHeader>
          <DialogTitle>Versions of your {noun}</DialogTitle>
          <DialogDescription>
            The last {VERSIONS_KEPT} are kept, newest first. Restoring one keeps the current text
            here too.
          </DialogDescription>
        </DialogHeader>
        {hasUnsavedChanges && (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
            Your unsaved changes are saved as a version before another one is restored.
          </p>
        )}
        <VersionList
          jobId={jobId}
          document={document}
          restoringId={restoringId}
          onRestore={(versionId) => void restore(versionId)}
        />
      </DialogContent>
    </Dialog>
  );
}
