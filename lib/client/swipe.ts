// Spec 1 §2 "Shell and sidebar": a swipe from the left edge opens the sidebar.
export const SWIPE_EDGE_MAX_START_X = 20;
export const SWIPE_MIN_DISTANCE_X = 100;
export const SWIPE_MAX_DRIFT_Y = 100;
export const SWIPE_MAX_DURATION_MS = 500;

export type Swipe = {
  startX: number;
  startY: number;
  endX: number;
  endY: number;
  elapsedMs: number;
};

/** Start x at most 20px, rightward over 100px, vertical drift under 100px, within 500ms. */
export function isOpenSwipe({ startX, startY, endX, endY, elapsedMs }: Swipe): boolean {
  return (
    startX <= SWIPE_EDGE_MAX_START_X &&
    endX - startX > SWIPE_MIN_DISTANCE_X &&
    Math.abs(endY - startY) < SWIPE_MAX_DRIFT_Y &&
    elapsedMs <= SWIPE_MAX_DURATION_MS
  );
}
