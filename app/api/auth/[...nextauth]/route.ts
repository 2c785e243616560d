import NextAuth from "next-auth";
import { errorResponse } from "@/lib/api/errors";
import { assertSameOrigin } from "@/lib/api/same-origin";
import { authOptions } from "@/lib/auth/options";
import { nextAuthRequest } from "@/lib/auth/next-auth-request";
import { otherMethods } from "@/lib/api/route-methods";

type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth's own posts (sign-in, sign-out) are form posts carrying its CSRF token
// (a double-submit cookie), so they keep their form type; the origin is checked too.
// What next-auth would answer 500 to (a body it cannot read, a Host it cannot parse)
// is answered 4xx first (lib/auth/next-auth-request.ts).
async function handle(request: Request, context: Context) {
  let checked: Request;
  try {
    assertSameOrigin(request);
    checked = await nextAuthRequest(request);
  } catch (error) {
    return errorResponse(error);
  }
  return NextAuth(checked as never, context as never, authOptions(checked));
}

const GET = handle;
const POST = handle;

export { GET, POST };
export const { PUT, PATCH, DELETE } = otherMethods({ GET, POST });
