import type { SensorAPI } from "@hello-pangea/dnd";
import { fireEvent, render } from "@testing-library/react";
import { useThresholdMouseSensor } from "@/components/board/use-threshold-mouse-sensor";

function setup() {
  const fluid = { move: jest.fn(), drop: jest.fn(), cancel: jest.fn(), isActive: () => true };
  const preDrag = {
    fluidLift: jest.fn(() => fluid),
    abort: jest.fn(),
    isActive: () => true,
    shouldRespectForcePress: () => false,
    snapLift: jest.fn(),
  };
  const api = {
    findClosestDraggableId: jest.fn(() => "job-1"),
    tryGetLock: jest.fn(() => preDrag),
    canGetLock: () => true,
    isLockClaimed: () => false,
    tryReleaseLock: jest.fn(),
    findOptionsForDraggable: () => null,
  } as unknown as SensorAPI;

  function Probe() {
    useThresholdMouseSensor(api);
    return <div data-testid="card" />;
  }
  const { getByTestId } = render(<Probe />);
  return { card: getByTestId("card"), api, preDrag, fluid };
}

describe("useThresholdMouseSensor", () => {
  it("lifts only once the pointer has moved 3 px, then moves and drops", () => {
    const { card, preDrag, fluid } = setup();
    fireEvent.mouseDown(card, { button: 0, clientX: 100, clientY: 100 });
    fireEvent.mouseMove(card, { button: 0, clientX: 102, clientY: 101 });
    expect(preDrag.fluidLift).not.toHaveBeenCalled();

    fireEvent.mouseMove(card, { button: 0, clientX: 103, clientY: 100 });
    expect(preDrag.fluidLift).toHaveBeenCalledWith({ x: 103, y: 100 });

    fireEvent.mouseMove(card, { button: 0, clientX: 150, clientY: 120 });
    expect(fluid.move).toHaveBeenCalledWith({ x: 150, y: 120 });

    fireEvent.mouseUp(card, { button: 0, clientX: 150, clientY: 120 });
    expect(fluid.drop).toHaveBeenCalledWith({ shouldBlockNextClick: true });
  });

  it("treats a press without movement as a click", () => {
    const { card, preDrag, fluid } = setup();
    fireEvent.mouseDown(card, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.mouseUp(card, { button: 0, clientX: 11, clientY: 10 });

    expect(preDrag.abort).toHaveBeenCalled();
    expect(preDrag.fluidLift).not.toHaveBeenCalled();
    expect(fluid.drop).not.toHaveBeenCalled();
  });

  it("cancels a drag with Escape and ignores other buttons and modifier keys", () => {
    const { card, api, fluid } = setup();
    fireEvent.mouseDown(card, { button: 2, clientX: 0, clientY: 0 });
    fireEvent.mouseDown(card, { button: 0, ctrlKey: true, clientX: 0, clientY: 0 });
    expect(api.tryGetLock).not.toHaveBeenCalled();

    fireEvent.mouseDown(card, { button: 0, clientX: 0, clientY: 0 });
    fireEvent.mouseMove(card, { button: 0, clientX: 5, clientY: 0 });
    fireEvent.keyDown(card, { key: "Escape" });
    expect(fluid.cancel).toHaveBeenCalledWith({ shouldBlockNextClick: true });
  });
});
