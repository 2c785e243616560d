"use client";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { VOICES, type VoiceName } from "@/lib/client/realtime/voice-protocol";

/** The interviewer's voice (Alloy, Ballad by default, Verse); fixed once a session starts. */
export function VoicePicker({
  value,
  onChange,
  disabled,
}: {
  value: VoiceName;
  onChange(voice: VoiceName): void;
  disabled?: boolean;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as VoiceName)} disabled={disabled}>
      <SelectTrigger aria-label="Interviewer voice" className="w-32" data-testid="voice-picker">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {VOICES.map((voice) => (
          <SelectItem key={voice.value} value={voice.value}>
            {voice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
