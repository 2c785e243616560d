import { AppRoot } from "@/components/shell/app-root";
import { hasSessionCookie } from "./session-hint";

export default async function HomePage() {
  return <AppRoot hasSessionCookie={await hasSessionCookie()} />;
}
