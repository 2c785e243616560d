import { sessionUserId } from "@/lib/auth/session";
import { otherMethods } from "@/lib/api/route-methods";

// Spec 1 §7: signing in is a full-page redirect here. The sign-in form lives on the
// landing screen, so a signed-out visitor lands there; a signed-in one goes to the app.
// The Location is relative so it stays on whatever host the browser used.
export async function GET(request: Request) {
  const signedIn = !!(await sessionUserId(request));
  return new Response(null, { status: 302, headers: { Location: signedIn ? "/" : "/?signin=1" } });
}

export const { POST, PUT, PATCH, DELETE } = otherMethods({ GET });
