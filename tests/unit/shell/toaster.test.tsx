import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "@/components/ui/toaster";
import { dismissToast, toast } from "@/lib/client/toast-store";

type Box = { top: number; bottom: number; left: number; right: number };
const BOTTOM_RIGHT: Box = { top: 700, bottom: 780, left: 900, right: 1260 };
const TOP_LEFT: Box = { top: 20, bottom: 60, left: 20, right: 120 };

/** jsdom lays nothing out: boxes are given by test id (the toast sits bottom-right). */
function layOut(boxes: Record<string, Box>) {
  jest.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (
    this: Element,
  ) {
    const box = boxes[this.getAttribute("data-testid") ?? ""] ?? {
      top: 0,
      bottom: 0,
      left: 0,
      right: 0,
    };
    return {
      ...box,
      x: box.left,
      y: box.top,
      width: box.right - box.left,
      height: box.bottom - box.top,
      toJSON: () => box,
    } as DOMRect;
  });
}

function renderForm() {
  render(
    <>
      <form onSubmit={(event) => event.preventDefault()}>
        <input data-testid="title" aria-label="Title" />
        <button type="submit" data-testid="save">
          Save Job
        </button>
      </form>
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

afterEach(() => {
  act(() => dismissToast());
  jest.restoreAllMocks();
});

describe("Toaster", () => {
  it("moves off a submit button the user just pressed", async () => {
    layOut({ toast: BOTTOM_RIGHT, save: { top: 720, bottom: 756, left: 1100, right: 1200 } });
    const user = renderForm();
    await user.click(screen.getByTestId("save"));
    act(() => void toast({ title: "Error", description: "Job description is required" }));
    expect(screen.getByTestId("toaster")).toHaveAttribute("data-edge", "moved");
  });

  it("moves off the form's submit button while typing in one of its fields", async () => {
    layOut({
      toast: BOTTOM_RIGHT,
      title: TOP_LEFT,
      save: { top: 740, bottom: 770, left: 1000, right: 1100 },
    });
    const user = renderForm();
    await user.click(screen.getByTestId("title"));
    act(() => void toast({ title: "Fields Cleared" }));
    expect(screen.getByTestId("toaster")).toHaveAttribute("data-edge", "moved");
  });

  it("stays at its usual edge when it covers nothing the user is using", async () => {
    layOut({ toast: BOTTOM_RIGHT, save: TOP_LEFT, title: TOP_LEFT });
    const user = renderForm();
    await user.click(screen.getByTestId("save"));
    act(() => void toast({ title: "Success", description: "Job saved" }));
    expect(screen.getByTestId("toaster")).toHaveAttribute("data-edge", "usual");
    expect(screen.getByTestId("toast")).toHaveTextContent("Job saved");
  });
});
