import { InfoIcon } from "lucide-react";

/** Said before anyone records: audio needs a speech-to-text service (issue 10). */
export function SpeechServiceNotice({ settings }: { settings: string[] }) {
  const names = settings.length > 0 ? settings : ["TRANSCRIPTION_BASE_URL", "OPENAI_API_KEY"];
  return (
    <div
      role="note"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
      data-testid="speech-service-notice"
    >
      <InfoIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p className="font-medium">Audio needs a speech-to-text service.</p>
        <p>
          Set{" "}
          {names.map((name, index) => (
            <span key={name}>
              {index > 0 && (index === names.length - 1 ? " or " : ", ")}
              <code className="rounded bg-amber-100 px-1 dark:bg-amber-900">{name}</code>
            </span>
          ))}{" "}
          and restart Shortlist to transcribe recordings and uploads. You can record and download
          now, and a pasted transcript is analysed without one.
        </p>
      </div>
    </div>
  );
}
