import { cn } from "@/lib/utils";

export function Input({
  className,
  type,
  inputSize = "default",
  ...props
}: React.ComponentProps<"input"> & { inputSize?: "default" | "sm" }) {
  return (
    <input
      type={type}
      className={cn(
        "flex w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-sm transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 file:border-0 file:bg-transparent file:text-sm file:font-medium md:text-sm",
        inputSize === "sm" ? "h-8" : "h-9",
        className,
      )}
      {...props}
    />
  );
}
