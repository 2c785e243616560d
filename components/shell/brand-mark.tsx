import { BriefcaseBusiness } from "lucide-react";
import { cn } from "@/lib/utils";

const SIZES = { sm: "size-7 [&_svg]:size-4", md: "size-9", lg: "size-12 [&_svg]:size-6" };

const TONES = {
  brand: "from-primary to-indigo-400 shadow-sm",
  // On the sign-in screen's coloured panel.
  onColor: "bg-white/15 from-transparent to-transparent shadow-none",
};

/**
 * The product's logo tile. Size and tone are props rather than overriding classes: the
 * sign-in screen joins classes without resolving conflicts (see `cn`).
 */
export function BrandMark({
  size = "md",
  tone = "brand",
  className,
}: {
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex shrink-0 items-center justify-center rounded-lg bg-linear-to-br text-primary-foreground",
        SIZES[size],
        TONES[tone],
        className,
      )}
    >
      <BriefcaseBusiness className="size-5" />
    </span>
  );
}
