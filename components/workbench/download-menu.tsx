"use client";
import {
  ChevronDownIcon,
  DownloadIcon,
  FileTextIcon,
  FileTypeIcon,
  Loader2Icon,
} from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { downloadJobDocument } from "@/lib/client/export";
import { toastGenerationError } from "@/lib/client/generate";
import type { ExportDocument, ExportFormat } from "@/lib/export/types";

const NOUNS: Record<ExportDocument, string> = {
  resume: "tailored résumé",
  "cover-letter": "cover letter",
};

const FORMATS: { format: ExportFormat; label: string; icon: typeof FileTextIcon }[] = [
  { format: "docx", label: "Word document (.docx)", icon: FileTextIcon },
  { format: "pdf", label: "PDF (.pdf)", icon: FileTypeIcon },
];

/** Why the saved text cannot be downloaded now, or null when it can. */
export function downloadBlocker(
  kind: ExportDocument,
  state: { hasSavedText: boolean; isStreaming: boolean; isDirty: boolean },
): string | null {
  if (state.isStreaming) return `Download is available once the ${NOUNS[kind]} is written.`;
  if (!state.hasSavedText)
    return `Generate or write the ${NOUNS[kind]} and save it to download it.`;
  if (state.isDirty) return "Save your changes first: downloads use the saved text.";
  return null;
}

/** 'Download' with Word and PDF: the saved text as a formatted file, in one click each. */
export function DownloadMenu({
  jobId,
  kind,
  blocker,
}: {
  jobId: string;
  kind: ExportDocument;
  blocker: string | null;
}) {
  const hintId = useId();
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [shownHint, setShownHint] = useState<string | null>(null);

  const download = async (format: ExportFormat) => {
    setPending(format);
    try {
      await downloadJobDocument(jobId, kind, format);
    } catch (error) {
      toastGenerationError(error, `Failed to download the ${NOUNS[kind]}. Try again.`);
    } finally {
      setPending(null);
    }
  };

  // Blocked, the button stays focusable and pressing it shows why instead of the menu.
  const changeOpen = (open: boolean) => {
    if (open && blocker) setShownHint(blocker);
    setOpen(open && !blocker && !pending);
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <DropdownMenu open={isOpen} onOpenChange={changeOpen}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            isPending={pending !== null}
            aria-disabled={blocker ? true : undefined}
            aria-describedby={blocker ? hintId : undefined}
            title={blocker ?? undefined}
            data-testid={`${kind}-download`}
          >
            {pending ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <DownloadIcon aria-hidden />
            )}
            {pending ? "Preparing…" : "Download"}
            <ChevronDownIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {FORMATS.map(({ format, label, icon: Icon }) => (
            <DropdownMenuItem
              key={format}
              onSelect={() => void download(format)}
              data-testid={`${kind}-download-${format}`}
            >
              <Icon aria-hidden />
              {label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {blocker && (
        <span
          id={hintId}
          className={shownHint === blocker ? "text-xs text-muted-foreground" : "sr-only"}
          data-testid={`${kind}-download-hint`}
        >
          {blocker}
        </span>
      )}
    </span>
  );
}
