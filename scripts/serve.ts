// The server process `npm start` supervises (scripts/start.ts): the production server.
(process.env as Record<string, string>).NODE_ENV = "production";
void (async () => {
  // Data files private before anything writes; DATA_DIR may come from .env, which the
  // supervisor does not read.
  const { loadSettings } = await import("../lib/runtime-env");
  const { restrictFileModes } = await import("../lib/private-files");
  loadSettings();
  restrictFileModes();
  await import("../server");
})();
