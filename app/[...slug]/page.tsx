import { cookies } from "next/headers";
import { AppRoot } from "@/components/shell/app-root";
import { hasSessionCookie } from "@/lib/auth/session-cookie-hint";

// Spec 1 §2 Router: every path shows the same application; views never change the URL.
// ("/" with a session cookie is app/signed-in, through proxy.ts.)
export default async function CatchAllPage() {
  const cookieNames = (await cookies()).getAll().map(({ name }) => name);
  return <AppRoot hasSessionCookie={hasSessionCookie(cookieNames)} />;
}
