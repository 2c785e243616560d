"use client";
import { Badge } from "@/components/ui/badge";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { ResumeSource } from "@/lib/simulator/chat-schema";
import type { InterviewMode } from "@/lib/simulator/transcript-text";
import { cn } from "@/lib/utils";
import type { VoiceName } from "./voice-session";

const RESUME_OPTIONS: { value: ResumeSource; label: string }[] = [
  { value: "auto", label: "Auto" },
  { value: "tailored", label: "Tailored" },
  { value: "master", label: "Master" },
];
const VOICES: { value: VoiceName; label: string }[] = [
  { value: "alloy", label: "Alloy" },
  { value: "ballad", label: "Ballad" },
  { value: "verse", label: "Verse" },
];

/** Text Chat / Voice, as a two-option radio group; Voice carries the 'Upgrade' badge. */
export function ModeSwitch({
  mode,
  onChange,
  disabled,
  voiceNote,
}: {
  mode: InterviewMode;
  onChange: (mode: InterviewMode) => void;
  disabled: boolean;
  /** Why voice cannot start here (what the server needs configured), or nothing. */
  voiceNote?: string;
}) {
  const option = (value: InterviewMode, label: React.ReactNode) => (
    <button
      type="button"
      role="radio"
      aria-checked={mode === value}
      disabled={disabled}
      onClick={() => onChange(value)}
      data-testid={`simulator-mode-${value}`}
      className={cn(
        "inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50",
        mode === value ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="space-y-1">
      <div
        role="radiogroup"
        aria-label="Interview mode"
        className="inline-flex rounded-lg bg-muted p-1"
      >
        {option("text", "Text Chat")}
        {option(
          "voice",
          <>
            Voice <Badge variant="secondary">Upgrade</Badge>
          </>,
        )}
      </div>
      {mode === "voice" && voiceNote && (
        <p className="text-xs text-muted-foreground" data-testid="simulator-voice-note">
          {voiceNote}
        </p>
      )}
    </div>
  );
}

function LabelledSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  disabled,
  testId,
}: {
  id: string;
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled: boolean;
  testId: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-sm text-muted-foreground">
        {label}
      </Label>
      <Select value={value} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
        <SelectTrigger id={id} className="w-32" data-testid={testId}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((item) => (
            <SelectItem key={item.value} value={item.value}>
              {item.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function ResumeSourcePicker(props: {
  value: ResumeSource;
  onChange: (value: ResumeSource) => void;
  disabled: boolean;
}) {
  return (
    <LabelledSelect
      id="simulator-resume-source"
      label="Résumé"
      options={RESUME_OPTIONS}
      testId="simulator-resume-source"
      {...props}
    />
  );
}

export function VoicePicker(props: {
  value: VoiceName;
  onChange: (value: VoiceName) => void;
  disabled: boolean;
}) {
  return (
    <LabelledSelect
      id="simulator-voice"
      label="Voice"
      options={VOICES}
      testId="simulator-voice"
      {...props}
    />
  );
}
