"use client";
import { Loader2Icon, RotateCcwIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatRelativeTime } from "@/lib/dashboard/relative-time";
import type { DocumentVersion } from "@/lib/types";
import { versionPreview } from "./version-preview";

const timeFormatter = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

/** The whole text of a version, or its questions one per line. */
export function versionText(version: DocumentVersion): string {
  if (version.document !== "questions") return version.text;
  return version.questions.map((item, index) => `${index + 1}. ${item.question}`).join("\n");
}

function versionSummary(version: DocumentVersion): string {
  if (version.document !== "questions")
    return `${version.text.length.toLocaleString("en-US")} characters`;
  const count = version.questions.length;
  return `${count} question${count === 1 ? "" : "s"}`;
}

/** One kept version: who wrote it (generated or a hand edit), when, a preview and Restore. */
export function VersionItem({
  version,
  currentText,
  isRestoring,
  isDisabled,
  onRestore,
}: {
  version: DocumentVersion;
  /** The current version's text, to preview this one where it differs. */
  currentText: string | null;
  /** This version is being restored. */
  isRestoring: boolean;
  /** A version (this one or another) is being restored. */
  isDisabled: boolean;
  onRestore: () => void;
}) {
  const text = versionText(version);
  const preview = versionPreview(text, currentText);
  const time = timeFormatter.format(new Date(version.createdAt));
  return (
    <li className="space-y-2 py-3 first:pt-0 last:pb-0" data-testid="version-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
          <Badge variant={version.origin === "edited" ? "default" : "secondary"}>
            {version.origin === "edited" ? "Hand edit" : "Generated"}
          </Badge>
          <time dateTime={version.createdAt} title={time} className="text-muted-foreground">
            {formatRelativeTime(version.createdAt)} · {time}
          </time>
          {version.isCurrent && <Badge variant="outline">Current</Badge>}
        </div>
        {!version.isCurrent && (
          <Button
            variant="outline"
            size="sm"
            disabled={isDisabled}
            aria-busy={isRestoring}
            onClick={onRestore}
            aria-label={`Restore the version from ${time}`}
            data-testid="version-restore"
          >
            {isRestoring ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <RotateCcwIcon aria-hidden />
            )}
            Restore
          </Button>
        )}
      </div>
      <div className="text-sm text-muted-foreground" data-testid="version-preview">
        {preview.fromLine !== null && (
          <p className="text-xs font-medium">Differs from line {preview.fromLine}:</p>
        )}
        <p className="line-clamp-3 break-words whitespace-pre-wrap">
          {preview.lines.join("\n") || "(the text ends here)"}
        </p>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring">
          Show the whole text ({versionSummary(version)})
        </summary>
        <pre className="mt-2 max-h-72 overflow-auto rounded-md bg-muted p-3 font-sans text-xs leading-relaxed break-words whitespace-pre-wrap">
          {text}
        </pre>
      </details>
    </li>
  );
}
