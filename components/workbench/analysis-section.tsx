import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** One titled card of the Analyze tab. */
export function AnalysisSection({
  title,
  icon: Icon,
  aside,
  className,
  children,
  "data-testid": testId,
}: {
  title: string;
  icon: LucideIcon;
  aside?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
  "data-testid"?: string;
}) {
  return (
    <section
      className={cn("min-w-0 space-y-3 rounded-xl border bg-card p-4 shadow-sm", className)}
      data-testid={testId}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <Icon className="size-4 text-muted-foreground" aria-hidden />
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A bulleted list of short findings, or a muted line when there are none. */
export function FindingList({
  items,
  emptyText,
  markerClassName,
}: {
  items: string[];
  emptyText: string;
  markerClassName: string;
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="space-y-2 text-sm">
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="flex gap-2">
          <span
            className={cn("mt-1.5 size-1.5 shrink-0 rounded-full", markerClassName)}
            aria-hidden
          />
          <span className="min-w-0 break-words">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Spec 1 §9: strengths and watch-outs are capped at 4, keyword lists at 12. */
export const FINDINGS_SHOWN = 4;
export const KEYWORDS_SHOWN = 12;
