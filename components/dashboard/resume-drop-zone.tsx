"use client";
import { useState } from "react";
import { FileUpIcon, Loader2Icon } from "lucide-react";
import { cn } from "@/lib/utils";

/** Drag and drop, or click (Enter/Space) to browse with the file input that onBrowse opens. */
export function ResumeDropZone({
  isUploading,
  onBrowse,
  onFile,
}: {
  isUploading: boolean;
  onBrowse: () => void;
  onFile: (file: File) => void;
}) {
  const [isDragging, setIsDragging] = useState(false);

  const browse = () => {
    if (!isUploading) onBrowse();
  };
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !isUploading) onFile(file);
  };

  return (
    <div className="grid gap-2">
      <div
        role="button"
        tabIndex={0}
        aria-disabled={isUploading}
        aria-describedby="resume-drop-hint"
        data-testid="resume-drop-zone"
        onClick={browse}
        onKeyDown={(event) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            browse();
          }
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setIsDragging(false);
          take(event.dataTransfer.files);
        }}
        className={cn(
          "flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors outline-none hover:border-primary/50 hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring",
          isDragging && "border-primary bg-accent",
          isUploading && "cursor-wait opacity-80",
        )}
      >
        {isUploading ? (
          <p
            role="status"
            className="flex items-center gap-2 text-sm font-medium"
            data-testid="resume-uploading"
          >
            <Loader2Icon className="size-5 animate-spin text-primary" aria-hidden />
            Extracting text…
          </p>
        ) : (
          <>
            <FileUpIcon className="size-8 text-primary" aria-hidden />
            <p className="text-sm font-medium">Drop your résumé here, or click to browse</p>
            <p className="text-xs text-muted-foreground">PDF, DOC, DOCX or TXT · up to 10 MB</p>
          </>
        )}
      </div>
      <p id="resume-drop-hint" className="text-xs text-muted-foreground">
        The extracted text appears under Current Resume for you to review. It is saved only when you
        press Save.
      </p>
    </div>
  );
}
