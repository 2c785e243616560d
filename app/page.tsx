import { AppRoot } from "@/components/shell/app-root";

// "/" without a session cookie; with one, proxy.ts serves app/signed-in instead.
export default function HomePage() {
  return <AppRoot />;
}
