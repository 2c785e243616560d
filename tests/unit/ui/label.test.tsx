import { createEvent, fireEvent, render, screen } from "@testing-library/react";
import { Label } from "@/components/ui/label";

/** Fires a mouse down with `detail` clicks on `element`; true when the default was prevented. */
function mouseDown(element: Element, detail: number) {
  const event = createEvent.mouseDown(element, { detail });
  fireEvent(element, event);
  return event.defaultPrevented;
}

describe("Label", () => {
  it("names its control and keeps a double click from selecting its text", () => {
    const onMouseDown = jest.fn();
    render(
      <>
        <Label htmlFor="email" onMouseDown={onMouseDown}>
          Email
        </Label>
        <input id="email" />
      </>,
    );
    expect(screen.getByLabelText("Email")).toHaveAttribute("id", "email");
    const label = screen.getByText("Email");
    expect(mouseDown(label, 1)).toBe(false);
    expect(mouseDown(label, 2)).toBe(true);
    expect(onMouseDown).toHaveBeenCalledTimes(2);
  });

  it("leaves a double click on a control inside it alone", () => {
    const onMouseDown = jest.fn();
    render(
      <Label onMouseDown={onMouseDown}>
        Remember me <input type="checkbox" />
      </Label>,
    );
    expect(mouseDown(screen.getByRole("checkbox"), 2)).toBe(false);
    expect(onMouseDown).not.toHaveBeenCalled();
  });

  it("lets its own mouse down handler keep the default", () => {
    render(<Label onMouseDown={(event) => event.preventDefault()}>Name</Label>);
    expect(mouseDown(screen.getByText("Name"), 1)).toBe(true);
  });
});
