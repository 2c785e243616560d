// The server process `npm start` supervises (scripts/start.ts): the production server.
(process.env as Record<string, string>).NODE_ENV = "production";
void import("../server");
