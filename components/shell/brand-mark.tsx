import { BriefcaseBusiness } from "lucide-react";
import { cn } from "@/lib/utils";

/** The product's logo tile. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex size-9 shrink-0 items-center justify-center rounded-lg bg-linear-to-br from-primary to-indigo-400 text-primary-foreground shadow-sm",
        className,
      )}
    >
      <BriefcaseBusiness className="size-5" />
    </span>
  );
}
