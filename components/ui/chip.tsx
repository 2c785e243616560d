import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type ChipAction = { label: string; icon: LucideIcon; onClick: () => void; disabled?: boolean };

/** A rounded term in a list, with an optional small icon button after it (copy, remove). */
export function Chip({
  action,
  className,
  children,
  tone = "plain",
  ...props
}: React.ComponentProps<"li"> & { action?: ChipAction; tone?: "plain" | "muted" }) {
  return (
    <li
      className={cn(
        "flex items-center gap-1 rounded-full border py-0.5 text-sm",
        tone === "muted" ? "bg-muted/50" : "bg-background",
        action ? "pr-1 pl-3" : "px-3",
        className,
      )}
      {...props}
    >
      {children}
      {action && (
        <Button
          variant="ghost"
          size="icon-xs"
          aria-label={action.label}
          disabled={action.disabled}
          onClick={action.onClick}
        >
          <action.icon className="size-3" aria-hidden />
        </Button>
      )}
    </li>
  );
}
