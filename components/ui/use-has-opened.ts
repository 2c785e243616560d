"use client";
import { useState } from "react";

/**
 * True from the first render where `open` is true on. A dialog whose code loads when it is
 * first opened mounts then and stays mounted, so it can close as it always has (its exit and
 * the focus return run as usual) and opens at once the next time.
 */
export function useHasOpened(open: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  return hasOpened || open;
}
