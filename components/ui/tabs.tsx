"use client";
import { createContext, useContext, useId, useState } from "react";
import { cn } from "@/lib/utils";
import { moveAmong } from "./arrow-keys";

/*
 * Tabs as WAI-ARIA's tabs pattern has them: a tablist whose arrow keys, Home and End move
 * to a tab and select it, one tab in the page's Tab order (the selected one), and a tabpanel
 * named by its tab. Our own, as Radix's (with its roving focus and presence code) was a few
 * KB of the dashboard's first load.
 */

type TabsState = { value: string; select: (value: string) => void; baseId: string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("A tab's list, trigger and content belong inside <Tabs>.");
  return state;
}

const ids = (baseId: string, value: string) => ({
  trigger: `${baseId}-tab-${value}`,
  content: `${baseId}-panel-${value}`,
});

export function Tabs({
  value,
  defaultValue = "",
  onValueChange,
  className,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const baseId = useId();
  const select = (next: string) => {
    setOwnValue(next);
    if (next !== current) onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, baseId }}>
      <div className={cn("flex flex-col gap-3", className)} {...props} />
    </TabsContext.Provider>
  );
}

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        "inline-flex h-10 w-fit max-w-full items-center justify-start overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // Moving to a tab selects it (automatic activation).
        moveAmong(event, '[role="tab"]', "horizontal")?.click();
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: React.ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs();
  const isActive = tabs.value === value;
  const { trigger, content } = ids(tabs.baseId, value);
  return (
    <button
      type="button"
      {...props}
      role="tab"
      id={trigger}
      aria-selected={isActive}
      aria-controls={content}
      data-state={isActive ? "active" : "inactive"}
      tabIndex={isActive ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      className={cn(
        "inline-flex h-full items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-all outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4",
        className,
      )}
    />
  );
}

/** Unmounted while its tab is not selected; `forceMount` keeps it mounted (and hidden). */
export function TabsContent({
  value,
  forceMount = false,
  className,
  ...props
}: React.ComponentProps<"div"> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const isActive = tabs.value === value;
  if (!isActive && !forceMount) return null;
  const { trigger, content } = ids(tabs.baseId, value);
  return (
    <div
      role="tabpanel"
      id={content}
      aria-labelledby={trigger}
      tabIndex={0}
      hidden={!isActive}
      data-state={isActive ? "active" : "inactive"}
      className={cn("outline-none", className)}
      {...props}
    />
  );
}
