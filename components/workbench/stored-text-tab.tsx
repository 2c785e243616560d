import type { LucideIcon } from "lucide-react";
import { TabEmpty } from "./tab-empty";

/** A generated text shown read-only (the résumé and cover-letter tabs for now). */
export function StoredTextTab({
  text,
  icon,
  emptyTitle,
  emptyText,
  "data-testid": testId,
}: {
  text: string | undefined;
  icon: LucideIcon;
  emptyTitle: string;
  emptyText: string;
  "data-testid": string;
}) {
  if (!text?.trim()) return <TabEmpty icon={icon} title={emptyTitle} text={emptyText} />;
  return (
    <div
      data-testid={testId}
      className="max-h-[36rem] overflow-y-auto rounded-xl border bg-card p-4 text-sm leading-relaxed whitespace-pre-wrap shadow-sm"
    >
      {text}
    </div>
  );
}
