"use client";
import { FileAudioIcon } from "lucide-react";
import { useRef, useState } from "react";
import { ACCEPT_ATTRIBUTE } from "@/lib/client/audio-plan";
import { cn } from "@/lib/utils";

/** Drag and drop, or click (Enter/Space) to browse for one audio file. */
export function AudioDropZone({
  isDisabled,
  onFile,
}: {
  isDisabled: boolean;
  onFile: (file: File) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);
  const browse = () => {
    if (!isDisabled) inputRef.current?.click();
  };
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !isDisabled) onFile(file);
  };

  return (
    <div
      role="button"
      tabIndex={isDisabled ? -1 : 0}
      aria-disabled={isDisabled}
      data-testid="audio-drop-zone"
      onClick={browse}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          browse();
        }
      }}
      onDragOver={(event) => {
        event.preventDefault();
        if (!isDisabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        take(event.dataTransfer.files);
      }}
      className={cn(
        "flex min-h-36 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
        isDisabled
          ? "cursor-not-allowed opacity-60"
          : "cursor-pointer hover:border-primary/50 hover:bg-accent/50",
        isDragging && "border-primary bg-accent",
      )}
    >
      <FileAudioIcon className="size-8 text-primary" aria-hidden />
      <p className="text-sm font-medium">Drop your audio file here or click to browse</p>
      <p className="text-xs text-muted-foreground">MP3, MP4, M4A, WAV or WebM · up to 150 MB</p>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        className="hidden"
        data-testid="audio-file-input"
        onChange={(event) => {
          take(event.target.files);
          event.target.value = "";
        }}
      />
    </div>
  );
}
