type Env = Record<string, string | undefined>;

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.test(host.trim());
}

/** The interface `npm start` listens on: this machine only unless HOST says otherwise. */
export function listenHost(env: Env = process.env): string {
  return env.HOST?.trim() || "127.0.0.1";
}
