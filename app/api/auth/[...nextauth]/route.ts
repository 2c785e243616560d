import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { otherMethods } from "@/lib/api/route-methods";

type Context = { params: Promise<{ nextauth: string[] }> };

function handler(request: Request, context: Context) {
  return NextAuth(request as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
export const { PUT, PATCH, DELETE } = otherMethods({ GET: handler, POST: handler });
