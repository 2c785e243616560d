"use client";
import { cn } from "@/lib/utils";

/**
 * A form label that, like Radix's, keeps a double click on it from selecting its text
 * (a click on a control inside it is left alone). Written here so that the sign-in screen
 * does not load Radix's primitives for it.
 */
export function Label({ className, onMouseDown, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      className={cn(
        "text-sm font-medium leading-none select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70",
        className,
      )}
      {...props}
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
    />
  );
}
