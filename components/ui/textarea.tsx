import { cn } from "@/lib/utils";

/** A text area's frame without its height or text size, for one that sets its own. */
export const TEXTAREA_FRAME =
  "flex w-full rounded-md border border-input bg-background px-3 py-2 shadow-sm transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(TEXTAREA_FRAME, "min-h-20 text-base md:text-sm", className)}
      {...props}
    />
  );
}
