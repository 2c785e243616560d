"use client";
import { useEffect, useEffectEvent } from "react";
import { isOpenSwipe } from "@/lib/client/swipe";

/** Calls onOpenSwipe when a touch swipes rightward from the left edge of the screen. */
export function useEdgeSwipe(onOpenSwipe: () => void) {
  const handleOpenSwipe = useEffectEvent(onOpenSwipe);

  useEffect(() => {
    let start: { x: number; y: number; time: number } | null = null;
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY, time: event.timeStamp } : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const swipe = {
        startX: start.x,
        startY: start.y,
        endX: touch.clientX,
        endY: touch.clientY,
        elapsedMs: event.timeStamp - start.time,
      };
      start = null;
      if (isOpenSwipe(swipe)) handleOpenSwipe();
    };
    window.addEventListener("touchstart", onTouchStart, { passive: true });
    window.addEventListener("touchend", onTouchEnd, { passive: true });
    return () => {
      window.removeEventListener("touchstart", onTouchStart);
      window.removeEventListener("touchend", onTouchEnd);
    };
  }, []);
}
