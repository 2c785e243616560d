"use client";
import { useKeyboardSensor, useTouchSensor, type SensorAPI } from "@hello-pangea/dnd";
import { useMemo } from "react";
import { isDragBlocked } from "@/lib/board/drag-guard";
import { useThresholdMouseSensor } from "./use-threshold-mouse-sensor";

/** The library's sensor API, refusing drags that start on a card's own controls. */
function useGuardedApi(api: SensorAPI): SensorAPI {
  return useMemo(
    () => ({
      ...api,
      tryGetLock: (draggableId, forceStop, options) =>
        options?.sourceEvent && isDragBlocked(options.sourceEvent)
          ? null
          : api.tryGetLock(draggableId, forceStop, options),
    }),
    [api],
  );
}

function useBoardMouseSensor(api: SensorAPI) {
  useThresholdMouseSensor(useGuardedApi(api));
}

function useBoardKeyboardSensor(api: SensorAPI) {
  useKeyboardSensor(useGuardedApi(api));
}

function useBoardTouchSensor(api: SensorAPI) {
  useTouchSensor(useGuardedApi(api));
}

/**
 * Replaces the default sensors (use with enableDefaultSensors={false} and Draggable's
 * disableInteractiveElementBlocking, since isDragBlocked takes over that check): the mouse
 * starts after 3 px (spec 1 §9) and the title and company can be grabbed too.
 */
export const BOARD_SENSORS = [useBoardMouseSensor, useBoardKeyboardSensor, useBoardTouchSensor];
