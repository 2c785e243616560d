import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native and WebAssembly database drivers, file parsers and file writers run in Node,
  // unbundled (pdfkit reads its font metrics from its own folder).
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
    "pdfkit",
    "docx",
    "pg-boss",
  ],
  poweredByHeader: false,
  devIndicators: false,
};

export default nextConfig;
