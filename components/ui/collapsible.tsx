"use client";
import { Slot } from "radix-ui";
import { createContext, useContext, useId, useState } from "react";

/*
 * A section that opens and closes: a button (aria-expanded, aria-controls) and its content,
 * with data-state "open" or "closed" on all three parts for styling. Our own, as Radix's
 * Collapsible and Accordion (with their collection and presence code) were a few KB of the
 * dashboard's first load for what a button and a region do.
 */

type CollapsibleState = { isOpen: boolean; toggle: () => void; contentId: string };

const CollapsibleContext = createContext<CollapsibleState | null>(null);

function useCollapsible(): CollapsibleState {
  const state = useContext(CollapsibleContext);
  if (!state) throw new Error("A collapsible's trigger and content belong inside <Collapsible>.");
  return state;
}

export const dataState = (isOpen: boolean) => (isOpen ? "open" : "closed");

export function Collapsible({
  open,
  defaultOpen = false,
  onOpenChange,
  children,
  ...props
}: React.ComponentProps<"div"> & {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const contentId = useId();
  const toggle = () => {
    setOwnOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };
  return (
    <CollapsibleContext.Provider value={{ isOpen, toggle, contentId }}>
      <div data-state={dataState(isOpen)} {...props}>
        {children}
      </div>
    </CollapsibleContext.Provider>
  );
}

export function CollapsibleTrigger({
  asChild = false,
  onClick,
  ...props
}: React.ComponentProps<"button"> & { asChild?: boolean }) {
  const { isOpen, toggle, contentId } = useCollapsible();
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      type="button"
      {...props}
      aria-controls={contentId}
      aria-expanded={isOpen}
      data-state={dataState(isOpen)}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle();
      }}
    />
  );
}

/** Unmounted while closed; `forceMount` keeps it mounted (its closed state styled by the caller). */
export function CollapsibleContent({
  forceMount = false,
  ...props
}: React.ComponentProps<"div"> & { forceMount?: boolean }) {
  const { isOpen, contentId } = useCollapsible();
  if (!isOpen && !forceMount) return null;
  return <div id={contentId} data-state={dataState(isOpen)} {...props} />;
}
