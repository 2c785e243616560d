"use client";
import { useEffect } from "react";
import type { FluidDragActions, PreDragActions, SensorAPI } from "@hello-pangea/dnd";
import { isDragThresholdExceeded, type Point } from "@/lib/board/drag-threshold";

type Phase =
  | { type: "idle" }
  | { type: "pending"; origin: Point; actions: PreDragActions }
  | { type: "dragging"; actions: FluidDragActions };

const IDLE: Phase = { type: "idle" };
const PRIMARY_BUTTON = 0;
const CAPTURE = { capture: true, passive: false } as const;

type Binding = [string, (event: Event) => void, AddEventListenerOptions];

function bind(bindings: Binding[]) {
  for (const [name, fn, options] of bindings) window.addEventListener(name, fn, options);
  return () => {
    for (const [name, fn, options] of bindings) window.removeEventListener(name, fn, options);
  };
}

/**
 * Mouse sensor for the board. It follows @hello-pangea/dnd's own mouse sensor, but a drag
 * starts after 3 px of movement (spec 1 §9) instead of the library's fixed 5 px.
 * See BOARD_SENSORS for how it is wired.
 */
export function useThresholdMouseSensor(api: SensorAPI) {
  useEffect(() => {
    let phase: Phase = IDLE;
    let unbindDrag = () => {};

    const stop = () => {
      if (phase.type === "idle") return;
      phase = IDLE;
      unbindDrag();
    };

    const cancel = () => {
      const previous = phase;
      stop();
      if (previous.type === "dragging") previous.actions.cancel({ shouldBlockNextClick: true });
      if (previous.type === "pending") previous.actions.abort();
    };

    const onMouseMove = (event: Event) => {
      const { button, clientX, clientY } = event as MouseEvent;
      if (button !== PRIMARY_BUTTON) return;
      const point = { x: clientX, y: clientY };
      if (phase.type === "dragging") {
        event.preventDefault();
        phase.actions.move(point);
        return;
      }
      if (phase.type !== "pending" || !isDragThresholdExceeded(phase.origin, point)) return;
      event.preventDefault();
      // Lift at the current point so the card does not jump by the threshold.
      phase = { type: "dragging", actions: phase.actions.fluidLift(point) };
    };

    const onMouseUp = (event: Event) => {
      if (phase.type !== "dragging") return cancel();
      event.preventDefault();
      phase.actions.drop({ shouldBlockNextClick: true });
      stop();
    };

    const onKeyDown = (event: Event) => {
      const { key } = event as KeyboardEvent;
      if (phase.type === "pending") return cancel();
      if (key === "Escape") {
        event.preventDefault();
        return cancel();
      }
      if (key === "Enter" || key === "Tab") event.preventDefault();
    };

    const onScroll = () => {
      if (phase.type === "pending") cancel();
    };

    const startPending = (origin: Point, actions: PreDragActions) => {
      phase = { type: "pending", origin, actions };
      unbindDrag = bind([
        ["mousemove", onMouseMove, CAPTURE],
        ["mouseup", onMouseUp, CAPTURE],
        ["keydown", onKeyDown, CAPTURE],
        ["resize", cancel, CAPTURE],
        ["visibilitychange", cancel, CAPTURE],
        ["scroll", onScroll, { passive: true, capture: false }],
      ]);
    };

    const onMouseDown = (event: Event) => {
      const mouse = event as MouseEvent;
      if (phase.type !== "idle") {
        // Another button pressed during a drag ends it.
        if (phase.type === "dragging") event.preventDefault();
        return cancel();
      }
      if (mouse.defaultPrevented || mouse.button !== PRIMARY_BUTTON) return;
      if (mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
      const draggableId = api.findClosestDraggableId(mouse);
      if (!draggableId) return;
      const actions = api.tryGetLock(draggableId, stop, { sourceEvent: mouse });
      if (!actions) return;
      event.preventDefault();
      startPending({ x: mouse.clientX, y: mouse.clientY }, actions);
    };

    const unbindStart = bind([["mousedown", onMouseDown, CAPTURE]]);
    return () => {
      unbindStart();
      unbindDrag();
    };
  }, [api]);
}
