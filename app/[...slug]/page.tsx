import { AppRoot } from "@/components/shell/app-root";
import { hasSessionCookie } from "../session-hint";

// Spec 1 §2 Router: every path shows the same application; views never change the URL.
export default async function CatchAllPage() {
  return <AppRoot hasSessionCookie={await hasSessionCookie()} />;
}
