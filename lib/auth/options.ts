import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { isHttpsRequest, type HeaderReader } from "../api/app-origin";
import { authSecret } from "./secret";
import { currentSessionVersion, endAllSessions } from "./session-version";
import { authorizeCredentials } from "./credentials-sign-in";
import { mayGoogleSignIn, upsertGoogleUser } from "./users";

export function isGoogleConfigured(): boolean {
  return !!(process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET);
}

// A callbackUrl longer than this is not one of our pages; it would also ride in a cookie.
const MAX_CALLBACK_URL_LENGTH = 2048;

/**
 * Where next-auth may send the browser after signing in or out: a path or an address on
 * this origin, else home. (next-auth's default throws, a 500, on a callbackUrl that is
 * not a URL, whether it was posted or left in its cookie.)
 */
function sameOriginRedirect(url: unknown, baseUrl: string): string {
  if (typeof url !== "string" || url.length > MAX_CALLBACK_URL_LENGTH) return baseUrl;
  if (url.startsWith("/")) return `${baseUrl}${url}`;
  return URL.canParse(url) && new URL(url).origin === baseUrl ? url : baseUrl;
}

/**
 * next-auth's options for one request: over https (NEXTAUTH_URL, or a trusted proxy's
 * X-Forwarded-Proto) its cookies are Secure with __Secure-/__Host- names.
 */
export function authOptions(request?: HeaderReader): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
    useSecureCookies: request ? isHttpsRequest(request) : undefined,
    pages: { signIn: "/", error: "/" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Email",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
        },
        authorize: (credentials, request) => authorizeCredentials(credentials, request?.headers),
      }),
      ...(isGoogleConfigured()
        ? [
            GoogleProvider({
              clientId: process.env.GOOGLE_CLIENT_ID!,
              clientSecret: process.env.GOOGLE_CLIENT_SECRET!,
            }),
          ]
        : []),
    ],
    callbacks: {
      redirect: ({ url, baseUrl }) => sameOriginRedirect(url, baseUrl),
      async signIn({ account, profile }) {
        if (account?.provider !== "google") return true;
        const verified =
          !!profile?.email && (profile as { email_verified?: boolean }).email_verified !== false;
        return verified && (await mayGoogleSignIn(profile.email!));
      },
      async jwt({ token, user, account, profile }) {
        if (account?.provider === "google" && profile?.email) {
          const google = profile as { given_name?: string; family_name?: string; picture?: string };
          token.sub = await upsertGoogleUser({
            providerAccountId: account.providerAccountId,
            email: profile.email,
            firstName: google.given_name,
            lastName: google.family_name,
            image: google.picture,
          });
        } else if (user) {
          token.sub = user.id;
        }
        // At sign-in the session records the account's session version (lib/auth/session.ts);
        // later, next-auth's own session endpoint drops a session ended since (it clears the
        // cookie when this throws) instead of renewing it.
        if (!token.sub) return token;
        const version = await currentSessionVersion(token.sub);
        if (user || account) token.sessionVersion = version ?? 0;
        else if (version === null || version !== (token.sessionVersion ?? 0))
          throw new Error("This session has ended. Sign in again.");
        return token;
      },
    },
    events: {
      // next-auth's own sign-out endpoint ends the sessions the way POST /api/logout does.
      async signOut({ token }) {
        if (token?.sub) await endAllSessions(token.sub);
      },
    },
  };
}
