import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native and WebAssembly database drivers and file parsers run in Node, unbundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "@prisma/client",
    "pg",
    "pdf-parse",
    "mammoth",
    "word-extractor",
    "jsdom",
    "wink-nlp",
    "wink-eng-lite-web-model",
  ],
  poweredByHeader: false,
  devIndicators: false,
};

export default nextConfig;
