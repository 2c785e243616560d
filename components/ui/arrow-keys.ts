const KEYS = {
  horizontal: { next: "ArrowRight", previous: "ArrowLeft" },
  vertical: { next: "ArrowDown", previous: "ArrowUp" },
};

/**
 * WAI-ARIA's keys among a widget's items (tabs, accordion triggers): the arrows along its
 * axis, wrapping at the ends, then Home and End. Focuses the item moved to and returns it,
 * or null when the key or the focused element is not one of these.
 */
export function moveAmong(
  event: React.KeyboardEvent<HTMLElement>,
  itemSelector: string,
  axis: keyof typeof KEYS,
): HTMLButtonElement | null {
  const { next, previous } = KEYS[axis];
  if (![next, previous, "Home", "End"].includes(event.key)) return null;
  const target = event.target as HTMLElement;
  if (!target.matches(itemSelector)) return null;
  const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(itemSelector)].filter(
    (item) => !item.disabled,
  );
  const at = items.indexOf(target as HTMLButtonElement);
  if (at === -1) return null;
  const count = items.length;
  const to =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? count - 1
        : (at + (event.key === next ? 1 : -1) + count) % count;
  event.preventDefault();
  items[to].focus();
  return items[to];
}
