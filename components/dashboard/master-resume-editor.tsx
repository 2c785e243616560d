"use client";
import { useRef, useState } from "react";
import { ClipboardPasteIcon, Loader2Icon, SaveIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { TEXTAREA_FRAME } from "@/components/ui/textarea";
import { HttpError } from "@/lib/client/fetcher";
import { saveMasterResume, uploadResumeFile } from "@/lib/client/mutations";
import { toast, toastError, toastSuccess } from "@/lib/client/toast-store";
import { formatDate } from "@/lib/dashboard/relative-time";
import { cn } from "@/lib/utils";
import {
  checkResumeFile,
  RESUME_ACCEPT,
  RESUME_TOO_LARGE,
  RESUME_TYPE_NOT_SUPPORTED,
} from "@/lib/dashboard/resume-file";
import type { MasterResume } from "@/lib/types";
import { ResumeDropZone } from "./resume-drop-zone";

type Draft = { text: string; source: MasterResume["source"]; fileName: string | null };
type Tab = "current" | "upload";

const usingLabel = (resume: MasterResume) =>
  `Using: ${resume.source === "upload" && resume.fileName ? resume.fileName : "pasted text"} • updated ${formatDate(resume.updatedAt || resume.createdAt)}`;

export function MasterResumeEditor({ resume }: { resume: MasterResume | null }) {
  const [draft, setDraft] = useState<Draft>({
    text: resume?.text ?? "",
    source: resume?.source ?? "paste",
    fileName: resume?.fileName ?? null,
  });
  // An error message put in the text area must not be saved as the résumé by accident.
  const [isErrorText, setIsErrorText] = useState(false);
  const [tab, setTab] = useState<Tab>("current");
  const [isUploading, setIsUploading] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const isDirty = draft.text !== (resume?.text ?? "");

  const showError = (text: string) => {
    setDraft((current) => ({ ...current, text }));
    setIsErrorText(true);
    setTab("current");
  };

  const handleFile = async (file: File) => {
    const check = checkResumeFile(file);
    if (check === "too-large") return window.alert(RESUME_TOO_LARGE);
    if (check === "unsupported") return showError(RESUME_TYPE_NOT_SUPPORTED);
    setIsUploading(true);
    try {
      const { text, fileName } = await uploadResumeFile(file);
      setDraft({ text, source: "upload", fileName: fileName || file.name });
      setIsErrorText(false);
      setTab("current");
    } catch (error) {
      const message = error instanceof HttpError ? error.serverMessage : "Could not read the file";
      toast({ title: "Upload failed", description: message, variant: "destructive" });
      showError(`Upload failed: ${message}`);
    } finally {
      setIsUploading(false);
    }
  };

  const paste = async () => {
    if (!navigator.clipboard?.readText) {
      toast({
        title: "Paste not supported",
        description:
          "This browser does not let the page read the clipboard. Paste into the text area with Ctrl+V (⌘V on a Mac).",
        variant: "destructive",
      });
      return;
    }
    try {
      const text = await navigator.clipboard.readText();
      if (!text.trim()) {
        toast({
          title: "Clipboard is empty",
          description: "Copy your résumé text first, then try again.",
        });
        return;
      }
      setDraft({ text, source: "paste", fileName: null });
      setIsErrorText(false);
      setTab("current");
    } catch {
      toast({
        title: "Paste failed",
        description:
          "Clipboard access was blocked. Paste into the text area with Ctrl+V (⌘V on a Mac).",
        variant: "destructive",
      });
    }
  };

  const save = async () => {
    setIsSaving(true);
    try {
      await saveMasterResume({
        ...draft,
        fileName: draft.source === "upload" ? draft.fileName : null,
      });
      toastSuccess("Master résumé saved successfully");
    } catch {
      toastError("Failed to save master résumé");
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <div className="grid gap-4">
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList>
          <TabsTrigger value="current" data-testid="resume-tab-current">
            Current Resume
          </TabsTrigger>
          <TabsTrigger value="upload" data-testid="resume-tab-upload">
            Upload
          </TabsTrigger>
        </TabsList>
        <TabsContent value="current" className="grid gap-3">
          <textarea
            data-testid="resume-text"
            aria-label="Master résumé text"
            rows={12}
            placeholder="Paste your full résumé here: summary, experience, skills, education…"
            value={draft.text}
            readOnly={isUploading}
            onChange={(event) => {
              setDraft((current) => ({ ...current, text: event.target.value }));
              setIsErrorText(false);
            }}
            className={cn(TEXTAREA_FRAME, "max-h-[60vh] min-h-56 text-sm leading-relaxed")}
          />
          <Button
            variant="outline"
            onClick={paste}
            className="w-full sm:w-fit"
            data-testid="resume-paste"
          >
            <ClipboardPasteIcon aria-hidden />
            Paste Résumé Content
          </Button>
        </TabsContent>
        <TabsContent value="upload">
          <ResumeDropZone
            isUploading={isUploading}
            onBrowse={() => fileInputRef.current?.click()}
            onFile={handleFile}
          />
        </TabsContent>
      </Tabs>
      {/* Outside the tabs so the input exists whichever tab is showing. */}
      <input
        ref={fileInputRef}
        type="file"
        accept={RESUME_ACCEPT}
        tabIndex={-1}
        aria-label="Choose résumé file"
        data-testid="resume-file-input"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file && !isUploading) void handleFile(file);
        }}
      />
      <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="min-w-0 text-xs text-muted-foreground" data-testid="resume-using">
          {resume ? usingLabel(resume) : "No master résumé saved yet"}
          {isDirty && resume && (
            <span className="ml-2 font-medium text-amber-700">Unsaved changes</span>
          )}
        </p>
        <Button
          onClick={save}
          disabled={isSaving || isUploading || isErrorText || !draft.text.trim()}
          data-testid="resume-save"
          className="w-full sm:w-auto"
        >
          {isSaving ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <SaveIcon aria-hidden />
          )}
          {isSaving ? "Saving…" : "Save"}
        </Button>
      </div>
    </div>
  );
}
