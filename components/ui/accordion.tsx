"use client";
import { ChevronDownIcon } from "lucide-react";
import { createContext, useContext, useId, useState } from "react";
import { cn } from "@/lib/utils";
import { moveAmong } from "./arrow-keys";
import { dataState } from "./collapsible";

/*
 * Sections that open and close, one at a time ("single") or each on its own ("multiple"),
 * as WAI-ARIA's accordion pattern has them: each trigger a button in a heading, its panel a
 * region named by it, the arrow keys, Home and End moving between the triggers.
 */

type AccordionProps = Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> &
  (
    | {
        type: "single";
        collapsible?: boolean;
        value?: string;
        defaultValue?: string;
        onValueChange?: (value: string) => void;
      }
    | {
        type: "multiple";
        value?: string[];
        defaultValue?: string[];
        onValueChange?: (value: string[]) => void;
      }
  );

type AccordionState = { isOpen: (item: string) => boolean; toggle: (item: string) => void };
type ItemState = { isOpen: boolean; toggle: () => void; triggerId: string; contentId: string };

const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<ItemState | null>(null);

function useRequired<T>(context: React.Context<T | null>, part: string): T {
  const state = useContext(context);
  if (!state) throw new Error(`${part} belongs inside an accordion's item.`);
  return state;
}

const asList = (value: string | string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value : value ? [value] : [];

export function Accordion(props: AccordionProps) {
  const { type, value, defaultValue, onValueChange, onKeyDown, ...rest } = props;
  const canCloseLast = props.type === "multiple" || props.collapsible === true;
  if ("collapsible" in rest) delete rest.collapsible;
  const [ownOpen, setOwnOpen] = useState<string[]>(asList(defaultValue) ?? []);
  const open = asList(value) ?? ownOpen;

  const toggle = (item: string) => {
    const isOpen = open.includes(item);
    if (isOpen && type === "single" && !canCloseLast) return;
    const next =
      type === "multiple"
        ? isOpen
          ? open.filter((v) => v !== item)
          : [...open, item]
        : isOpen
          ? []
          : [item];
    setOwnOpen(next);
    if (type === "multiple") (onValueChange as ((v: string[]) => void) | undefined)?.(next);
    else (onValueChange as ((v: string) => void) | undefined)?.(next[0] ?? "");
  };

  return (
    <AccordionContext.Provider value={{ isOpen: (item) => open.includes(item), toggle }}>
      <div
        {...rest}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          moveAmong(event, "[data-accordion-trigger]", "vertical");
        }}
      />
    </AccordionContext.Provider>
  );
}

export function AccordionItem({
  value,
  className,
  ...props
}: React.ComponentProps<"div"> & { value: string }) {
  const accordion = useRequired(AccordionContext, "AccordionItem");
  const id = useId();
  const isOpen = accordion.isOpen(value);
  const item: ItemState = {
    isOpen,
    toggle: () => accordion.toggle(value),
    triggerId: `${id}-trigger`,
    contentId: `${id}-content`,
  };
  return (
    <ItemContext.Provider value={item}>
      <div data-state={dataState(isOpen)} className={className} {...props} />
    </ItemContext.Provider>
  );
}

export function AccordionTrigger({
  className,
  children,
  hideChevron = false,
  onClick,
  ...props
}: React.ComponentProps<"button"> & { hideChevron?: boolean }) {
  const { isOpen, toggle, triggerId, contentId } = useRequired(ItemContext, "AccordionTrigger");
  return (
    <h3 className="flex">
      <button
        type="button"
        {...props}
        id={triggerId}
        aria-controls={contentId}
        aria-expanded={isOpen}
        data-state={dataState(isOpen)}
        data-accordion-trigger=""
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) toggle();
        }}
        className={cn(
          "flex flex-1 items-center justify-between gap-2 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg.accordion-chevron]:rotate-180",
          className,
        )}
      >
        {children}
        {!hideChevron && (
          <ChevronDownIcon className="accordion-chevron size-4 shrink-0 text-muted-foreground transition-transform duration-200" />
        )}
      </button>
    </h3>
  );
}

/** The panel: a region named by its trigger, unmounted while closed. */
export function AccordionContent({ className, children, ...props }: React.ComponentProps<"div">) {
  const { isOpen, triggerId, contentId } = useRequired(ItemContext, "AccordionContent");
  if (!isOpen) return null;
  return (
    <div
      role="region"
      id={contentId}
      aria-labelledby={triggerId}
      data-state="open"
      className="overflow-hidden text-sm"
      {...props}
    >
      <div className={className}>{children}</div>
    </div>
  );
}
