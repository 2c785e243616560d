/** Where the browser opens the voice WebSocket; server.ts routes upgrades here. */
export const REALTIME_PATH = "/api/realtime-proxy";
