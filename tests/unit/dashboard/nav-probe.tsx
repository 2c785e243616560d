import { NavigationProvider, useNavigation } from "@/lib/client/navigation";

function Probe() {
  const { view, activeJobId, statusFocus } = useNavigation();
  return <pre data-testid="nav">{JSON.stringify({ view, activeJobId, statusFocus })}</pre>;
}

/** Renders children inside navigation, with the current navigation state printed as JSON. */
export function WithNavigation({ children }: { children: React.ReactNode }) {
  return (
    <NavigationProvider>
      {children}
      <Probe />
    </NavigationProvider>
  );
}
