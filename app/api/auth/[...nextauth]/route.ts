import NextAuth from "next-auth";
import { errorResponse } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/same-origin";
import { authOptions } from "@/lib/auth/options";
import { otherMethods } from "@/lib/api/route-methods";

type Context = { params: Promise<{ nextauth: string[] }> };

function GET(request: Request, context: Context) {
  return NextAuth(request as never, context as never, authOptions(request));
}

// next-auth's own posts (sign-in, sign-out) are form posts carrying its CSRF token
// (a double-submit cookie), so they keep their form type; the origin is checked too.
function POST(request: Request, context: Context) {
  try {
    assertSameOrigin(request);
  } catch (error) {
    return errorResponse(error);
  }
  return NextAuth(request as never, context as never, authOptions(request));
}

export { GET, POST };
export const { PUT, PATCH, DELETE } = otherMethods({ GET, POST });
