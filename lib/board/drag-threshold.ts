/** Spec 1 §9: a board drag starts once the pointer has moved 3 pixels. */
export const DRAG_THRESHOLD_PX = 3;

export type Point = { x: number; y: number };

export function isDragThresholdExceeded(
  origin: Point,
  current: Point,
  threshold = DRAG_THRESHOLD_PX,
) {
  return Math.hypot(current.x - origin.x, current.y - origin.y) >= threshold;
}
