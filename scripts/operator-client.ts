// How `npm run user` and `npm run backup` reach a running server: over loopback, with the
// operator token derived from the session secret (lib/operator/operator-token.ts).
import { authSecret } from "../lib/auth/secret";
import { OPERATOR_HEADER, operatorToken } from "../lib/operator/operator-token";
import type { RunningServer } from "../lib/operator/running-server";

export function serverOrigin(server: RunningServer): string {
  const host = ["0.0.0.0", "::", "localhost", ""].includes(server.host)
    ? "127.0.0.1"
    : server.host.includes(":")
      ? `[${server.host}]`
      : server.host;
  return `http://${host}:${server.port}`;
}

export async function callServer(
  server: RunningServer,
  command: string,
  body: Record<string, unknown> = {},
): Promise<Response> {
  const origin = serverOrigin(server);
  const response = await fetch(`${origin}/api/operator/${command}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: origin,
      [OPERATOR_HEADER]: operatorToken(authSecret()),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(answer?.message ?? `The server answered ${response.status}.`);
  }
  return response;
}
