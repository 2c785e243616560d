import { errorResponse } from "@/lib/api/errors";
import { assertPostContentType, assertSameOrigin } from "@/lib/api/same-origin";
import { privateAnswer } from "@/lib/api/with-user";
import { sessionUserId } from "@/lib/auth/session";
import { expiredSessionCookies } from "@/lib/auth/session-cookies";
import { endAllSessions } from "@/lib/auth/session-version";
import { otherMethods } from "@/lib/api/route-methods";

// Spec 1 §7: the logout action is a full-page visit here. A GET changes nothing (a link
// or image on another site could trigger it); it sends the browser to the shell's
// /logout page (components/shell/sign-out-page.tsx), which posts here.
export async function GET() {
  return new Response(null, { status: 303, headers: { Location: "/logout" } });
}

/**
 * Signs out: ends every session of the account (a copied cookie stops working too) and
 * drops the cookie, and any chunks of it, whatever state the session was in.
 */
export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    assertPostContentType(request);
    const userId = await sessionUserId(request);
    if (userId) await endAllSessions(userId);
  } catch (error) {
    return privateAnswer(errorResponse(error));
  }
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const cookie of expiredSessionCookies(request)) headers.append("Set-Cookie", cookie);
  return Response.json({ signedOut: true }, { headers });
}

export const { PUT, PATCH, DELETE } = otherMethods({ GET, POST });
