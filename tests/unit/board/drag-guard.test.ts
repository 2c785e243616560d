import { isDragBlocked } from "@/lib/board/drag-guard";

function card() {
  document.body.innerHTML = `
    <div data-rfd-drag-handle-draggable-id="j1" tabindex="0">
      <button data-drag-through id="title"><span id="title-text">Engineer</span></button>
      <button id="delete">Delete</button>
      <button role="combobox" id="status">Prospect</button>
      <p id="description">Build things.</p>
    </div>`;
  return (id: string) => document.getElementById(id)!;
}

function eventOn(target: Element, type: string): Event {
  const event = new Event(type, { bubbles: true });
  Object.defineProperty(event, "target", { value: target });
  return event;
}

describe("isDragBlocked", () => {
  it("lets a drag start on the card body, the title and the company", () => {
    const get = card();
    expect(isDragBlocked(eventOn(get("description"), "mousedown"))).toBe(false);
    expect(isDragBlocked(eventOn(get("title-text"), "mousedown"))).toBe(false);
    expect(isDragBlocked(eventOn(get("title"), "touchstart"))).toBe(false);
  });

  it("keeps the card's other controls for themselves", () => {
    const get = card();
    expect(isDragBlocked(eventOn(get("delete"), "mousedown"))).toBe(true);
    expect(isDragBlocked(eventOn(get("status"), "mousedown"))).toBe(true);
  });

  it("lets Space on a focused control press it, while Space on the card itself lifts the card", () => {
    const get = card();
    expect(isDragBlocked(eventOn(get("title"), "keydown"))).toBe(true);
    expect(
      isDragBlocked(
        eventOn(document.querySelector("[data-rfd-drag-handle-draggable-id]")!, "keydown"),
      ),
    ).toBe(false);
  });
});
