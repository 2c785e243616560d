import { twMerge } from "tailwind-merge";
import { setClassMerger } from "@/lib/utils";

/** For screens whose components override each other's Tailwind classes (see `cn`). */
export function installTailwindMerge() {
  setClassMerger(twMerge);
}
