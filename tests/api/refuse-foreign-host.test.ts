import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { hostRules } from "@/lib/api/host-check";
import { refuseForeignHost, refuseForeignUpgrade } from "@/lib/api/refuse-foreign-host";
import { rawRequest } from "../support/raw-request";

// The two hooks server.ts runs first, on a real server: a foreign Host never reaches the
// handler or the upgrade listener behind them (tests/e2e/security-headers.spec.ts runs
// the same requests against the app itself).
const rules = hostRules({
  configuredOrigin: null,
  listenHost: "127.0.0.1",
  port: 3000,
  trustProxy: false,
  machineNames: ["box"],
});
const reached: string[] = [];
const server = http.createServer((request, response) => {
  if (refuseForeignHost(rules, request, response)) return;
  reached.push(`${request.method} ${request.url}`);
  response.end("ok");
});
server.on("upgrade", (request, socket) => {
  if (refuseForeignUpgrade(rules, request, socket)) return;
  reached.push(`upgrade ${request.url}`);
  socket.end("HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => reached.splice(0));

const REFUSAL =
  "This server does not answer for the address rebind.example:3000. Open it at http://localhost:3000, or set APP_ORIGIN to the address you use.";

it.each([
  ["GET", "/api/health"],
  ["POST", "/api/register"],
  ["GET", "/"],
])(
  "%s %s for another host is 421 with a message, and nothing behind runs",
  async (method, path) => {
    const answer = await rawRequest({
      port,
      host: "rebind.example:3000",
      path,
      method,
      headers: { "Content-Type": "application/json" },
      body: method === "POST" ? JSON.stringify({ email: "a@b.example", password: "x" }) : undefined,
    });
    expect(answer.status).toBe(421);
    expect(answer.headers["content-type"]).toBe("application/json");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(answer.body)).toEqual({ message: REFUSAL });
    expect(reached).toEqual([]);
  },
);

it("a WebSocket upgrade for another host is 421 with the message", async () => {
  const answer = await rawRequest({
    port,
    host: "rebind.example:3000",
    path: "/api/realtime-proxy",
    isUpgrade: true,
  });
  expect(answer.status).toBe(421);
  expect(answer.headers["content-type"]).toBe("application/json");
  expect(JSON.parse(answer.body)).toEqual({ message: REFUSAL });
  expect(reached).toEqual([]);
});

it("requests for our own hosts go through", async () => {
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
    expect((await rawRequest({ port, host, path: "/api/health" })).status).toBe(200);
  }
  const upgrade = await rawRequest({
    port,
    host: `localhost:${port}`,
    path: "/api/realtime-proxy",
    isUpgrade: true,
  });
  expect(upgrade.status).toBe(401);
  expect(reached).toEqual([
    "GET /api/health",
    "GET /api/health",
    "GET /api/health",
    "upgrade /api/realtime-proxy",
  ]);
});

it("a request without a Host header is refused", async () => {
  // HTTP/1.0 lets a client leave Host out; Node's client always sends one, so write it raw.
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.0\r\n\r\n"));
    let text = "";
    socket.on("data", (chunk) => (text += chunk));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 421 Misdirected Request\r\n/);
  expect(answer).toContain("does not answer for a request without a Host header");
  expect(reached).toEqual([]);
});
