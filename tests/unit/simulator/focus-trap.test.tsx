import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { useFocusTrap } from "@/components/simulator/use-focus-trap";

function Frame() {
  const [isOpen, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, isOpen);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <div ref={ref} tabIndex={-1} data-testid="frame">
        <button>First</button>
        <button disabled>Off</button>
        <button onClick={() => setOpen(false)}>Last</button>
      </div>
      <button>Outside</button>
    </>
  );
}

it("keeps Tab inside the full-screen frame and gives focus back when it closes", async () => {
  const user = userEvent.setup();
  render(<Frame />);
  await user.click(screen.getByText("Open"));
  expect(screen.getByTestId("frame")).toHaveFocus();
  await user.tab();
  expect(screen.getByText("First")).toHaveFocus();
  await user.tab();
  expect(screen.getByText("Last")).toHaveFocus();
  await user.tab();
  expect(screen.getByText("First")).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByText("Last")).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(screen.getByText("Open")).toHaveFocus();
});
