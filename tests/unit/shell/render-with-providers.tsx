import { render } from "@testing-library/react";
import { SWRConfig } from "swr";
import { NavigationProvider, useNavigation, type ViewId } from "@/lib/client/navigation";
import { swrConfig } from "@/lib/client/swr-config";

function NavigationState() {
  const { view, activeJobId } = useNavigation();
  return <output data-testid="nav-state">{JSON.stringify({ view, activeJobId })}</output>;
}

/** Renders with a fresh SWR cache and navigation, plus a readout of the navigation state. */
export function renderWithProviders(
  ui: React.ReactNode,
  view: ViewId = "dashboard",
  activeJobId: string | null = null,
) {
  return render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <NavigationProvider initial={{ view, activeJobId, statusFocus: null }}>
        {ui}
        <NavigationState />
      </NavigationProvider>
    </SWRConfig>,
  );
}
