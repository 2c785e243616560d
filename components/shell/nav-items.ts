import {
  Compass,
  Headset,
  LayoutDashboard,
  Lightbulb,
  MessagesSquare,
  SquareKanban,
  type LucideIcon,
} from "lucide-react";
import type { ViewId } from "@/lib/client/navigation";

export type NavItem = { view: ViewId; label: string; icon: LucideIcon; testId: string };

export const MAIN_NAV_ITEMS: NavItem[] = [
  { view: "dashboard", label: "Dashboard", icon: LayoutDashboard, testId: "nav-dashboard" },
  { view: "applications", label: "Applications", icon: SquareKanban, testId: "nav-applications" },
  { view: "discover", label: "Discover", icon: Compass, testId: "nav-discover" },
];

export const EXPERIMENTAL_NAV_ITEMS: NavItem[] = [
  {
    view: "interview-insight",
    label: "Interview Insight",
    icon: Lightbulb,
    testId: "nav-interview-insight",
  },
  {
    view: "interview-assist",
    label: "Interview Assist",
    icon: Headset,
    testId: "nav-interview-assist",
  },
  {
    view: "interview-simulator",
    label: "Interview Simulator",
    icon: MessagesSquare,
    testId: "nav-interview-simulator",
  },
];

export function isInterviewView(view: ViewId): boolean {
  return EXPERIMENTAL_NAV_ITEMS.some((item) => item.view === view);
}

/** The job workbench sits under Applications, where its back action returns. */
export function isNavItemActive(item: NavItem, view: ViewId): boolean {
  return item.view === view || (item.view === "applications" && view === "job-detail");
}
