const CONTROLS =
  "button, input, select, textarea, a[href], [role='combobox'], [contenteditable='true'], [contenteditable='']";
const HANDLE = "[data-rfd-drag-handle-draggable-id]";

/**
 * Whether a board drag must not start from this event. Controls on a card keep their own
 * mouse, touch and keyboard behaviour, except those marked data-drag-through (the title and
 * company): pressing and moving on them drags the card, while Space on them still clicks.
 */
export function isDragBlocked(event: Event): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  const control = target.closest(CONTROLS);
  const handle = target.closest(HANDLE);
  if (!control || !handle || !handle.contains(control) || control === handle) return false;
  return event.type === "keydown" || !control.closest("[data-drag-through]");
}
