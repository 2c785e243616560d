import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { authSecret } from "./secret";
import { signInAttempt } from "./sign-in-limit";
import { authenticate, mayGoogleSignIn, upsertGoogleUser } from "./users";

export function isGoogleConfigured(): boolean {
  return !!(process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET);
}

export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
    pages: { signIn: "/", error: "/" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Email",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
        },
        async authorize(credentials, request) {
          const email = credentials?.email?.trim().toLowerCase() ?? "";
          const password = credentials?.password ?? "";
          if (!email || !password) throw new Error("Enter your email and password.");
          const attempt = signInAttempt(email, request?.headers);
          await attempt.assertAllowed();
          const user = await authenticate(email, password);
          if (!user) {
            await attempt.failed();
            throw new Error("Incorrect email or password.");
          }
          await attempt.succeeded();
          return { id: user.id, email: user.email };
        },
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
        return token;
      },
    },
  };
}
