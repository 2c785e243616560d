"use client";
import { useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CONTEXT_EXTENSIONS, MAX_CONTEXT_BYTES } from "@/lib/assist/context-limits";
import { removeContextFile, uploadContextFile, type ContextFile } from "@/lib/client/assist";
import { HttpError } from "@/lib/client/fetcher";
import { toast } from "@/lib/client/toast-store";

const ACCEPT = CONTEXT_EXTENSIONS.map((extension) => `.${extension}`).join(",");
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
const messageOf = (error: unknown, fallback: string) =>
  (error instanceof HttpError
    ? error.serverMessage
    : error instanceof Error
      ? error.message
      : "") || fallback;

/** 'Additional Context (optional)' and the 'Context overview' box (spec 3 §2.2, §4.4). */
export function ContextUpload(props: {
  file: ContextFile | null;
  onFileChange: (file: ContextFile | null) => void;
  isUploading: boolean;
  onUploadingChange: (isUploading: boolean) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);

  const choose = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen) return;
    if (chosen.size > MAX_CONTEXT_BYTES) {
      toast({
        title: "File too large",
        description: "Please upload a file that is 12MB or smaller.",
        variant: "destructive",
      });
      return;
    }
    setError(null);
    props.onUploadingChange(true);
    try {
      props.onFileChange(await uploadContextFile(chosen, props.file));
      toast({ title: "Context uploaded", description: "Suggestions will reference this file." });
    } catch (failure) {
      const message = messageOf(failure, "Failed to upload context file");
      setError(message);
      toast({ title: "Upload failed", description: message, variant: "destructive" });
    } finally {
      props.onUploadingChange(false);
    }
  };

  const remove = async () => {
    if (!props.file) return;
    setIsRemoving(true);
    try {
      await removeContextFile(props.file);
      props.onFileChange(null);
      toast({ title: "Context removed" });
    } catch (failure) {
      toast({
        title: "Unable to remove context",
        description: messageOf(failure, "Failed to remove context file"),
        variant: "destructive",
      });
    } finally {
      setIsRemoving(false);
    }
  };

  const badge = props.isUploading ? "Uploading..." : props.file ? "Mounted" : "Not attached";
  return (
    <div className="space-y-3">
      <div className="rounded-md border p-3 text-sm" data-testid="context-overview">
        <div className="flex items-center justify-between gap-2">
          <span className="font-medium">Context overview</span>
          <Badge variant={props.file ? "default" : "secondary"}>{badge}</Badge>
        </div>
        {props.file && (
          <p className="mt-1 text-muted-foreground">
            {props.file.filename} · {size(props.file.bytes)} ·{" "}
            {new Date(props.file.createdAt).toLocaleString()}
          </p>
        )}
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium">Additional Context (optional)</p>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          onChange={choose}
          aria-label="Context file"
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={props.isUploading || isRemoving}
            onClick={() => input.current?.click()}
          >
            {props.file ? "Replace" : "Select file"}
          </Button>
          {props.file && (
            <Button
              variant="outline"
              size="sm"
              disabled={props.isUploading || isRemoving}
              onClick={remove}
              aria-busy={isRemoving}
            >
              Remove
            </Button>
          )}
        </div>
        {error && (
          <p className="text-sm text-destructive" role="alert">
            {error}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          The file goes to an AI provider&apos;s file search (or, with no provider, is searched in
          this server&apos;s memory for up to 12 hours) and is not stored by Shortlist.
        </p>
      </div>
    </div>
  );
}
