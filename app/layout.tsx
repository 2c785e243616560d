import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import "./globals.css";

export const metadata: Metadata = {
  title: "Shortlist",
  description: "Your job search, organised: one master résumé and every application in one place.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

// Every page renders per request: Next puts that request's CSP nonce (proxy.ts) on its
// scripts, which a page prerendered at build time could not carry.
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
