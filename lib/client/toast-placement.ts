"use client";

type Box = { top: number; bottom: number; left: number; right: number };

const CONTROL = "button, a[href], input, select, textarea, [role='button'], [role='menuitem']";
let lastPressed: Element | null = null;

/** Remembers the control last pressed: Safari does not focus a button on click. */
export function trackPressedControls(): () => void {
  const remember = (event: Event) => {
    lastPressed = event.target instanceof Element ? event.target.closest(CONTROL) : null;
  };
  document.addEventListener("pointerdown", remember, true);
  return () => document.removeEventListener("pointerdown", remember, true);
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * What a toast must leave visible: the control just used (focused or pressed) and the
 * submit button of its form, the form's primary action.
 */
function protectedBoxes(): Box[] {
  const used = [document.activeElement, lastPressed].filter(
    (element): element is Element => element instanceof Element && element !== document.body,
  );
  const submits = used
    .map((element) => element.closest("form")?.querySelector("[type='submit']"))
    .filter((element): element is Element => Boolean(element));
  return [...used, ...submits].map((element) => element.getBoundingClientRect());
}

/** Whether a toast in this box would hide the action the user just took or is about to. */
export function coversAnAction(toastBox: Box): boolean {
  return protectedBoxes().some((box) => overlaps(toastBox, box));
}
