"use client";
import { FlaskConical } from "lucide-react";
import { NavButton } from "@/components/shell/nav-button";
import {
  EXPERIMENTAL_NAV_ITEMS,
  MAIN_NAV_ITEMS,
  isInterviewView,
  isNavItemActive,
  type NavItem,
} from "@/components/shell/nav-items";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import { useNavigation, type ViewId } from "@/lib/client/navigation";

/** Main items, then the 'Experimental' group (an accordion, or bare icons when collapsed). */
export function SidebarNav({
  isCollapsed,
  onNavigate,
}: {
  isCollapsed: boolean;
  onNavigate?: () => void;
}) {
  const navigation = useNavigation();
  const select = (view: ViewId) => {
    navigation.navigate(view);
    onNavigate?.();
  };
  const renderItem = (item: NavItem) => (
    <li key={item.view}>
      <NavButton
        item={item}
        isCollapsed={isCollapsed}
        isActive={isNavItemActive(item, navigation.view)}
        onSelect={() => select(item.view)}
      />
    </li>
  );

  return (
    <div className="space-y-4">
      <ul className="space-y-1">{MAIN_NAV_ITEMS.map(renderItem)}</ul>
      {isCollapsed ? (
        <ul className="space-y-1 border-t pt-4" aria-label="Experimental">
          {EXPERIMENTAL_NAV_ITEMS.map(renderItem)}
        </ul>
      ) : (
        <Accordion
          type="single"
          collapsible
          defaultValue={isInterviewView(navigation.view) ? "experimental" : undefined}
        >
          <AccordionItem value="experimental">
            <AccordionTrigger
              data-testid="nav-experimental"
              className="rounded-md px-3 py-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase hover:bg-muted"
            >
              <span className="flex items-center gap-2">
                <FlaskConical className="size-3.5" aria-hidden />
                Experimental
              </span>
            </AccordionTrigger>
            <AccordionContent className="pt-1">
              <ul className="space-y-1">{EXPERIMENTAL_NAV_ITEMS.map(renderItem)}</ul>
            </AccordionContent>
          </AccordionItem>
        </Accordion>
      )}
    </div>
  );
}
