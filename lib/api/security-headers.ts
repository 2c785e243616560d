/** A fresh nonce for one response's policy. */
export const newNonce = () => Buffer.from(crypto.randomUUID()).toString("base64");

/** The request a response answers: its nonce, the app's origin, and dev mode. */
type ResponseContext = { nonce: string; origin: string | null; isDev: boolean };

/**
 * The headers every response carries (set by proxy.ts for pages, by server.ts for the API). Scripts run only with this
 * request's nonce (Next puts it on its own scripts) or when loaded by such a script.
 * Styles allow inline: React renders style attributes and Radix injects style elements
 * without a nonce, and a style cannot run code.
 */
export function contentSecurityPolicy({ nonce, origin, isDev }: ResponseContext): string {
  const https = origin?.startsWith("https:") ?? false;
  // 'self' covers same-host WebSockets in current browsers; the explicit origin is for the rest.
  const socketOrigin = origin?.replace(/^http/, "ws");
  const directives = [
    "default-src 'self'",
    // 'wasm-unsafe-eval': ffmpeg.wasm compiles WebAssembly (Interview Insight's compression).
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'${isDev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Google profile pictures, when Google sign-in is configured.
    "img-src 'self' data: blob: https://*.googleusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self'${socketOrigin ? ` ${socketOrigin}` : ""}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

// Microphone and screen capture (the interview features) for our own pages only;
// the clipboard for the copy and paste buttons; every other powerful feature off.
const PERMISSIONS_POLICY = [
  "microphone=(self)",
  "display-capture=(self)",
  "clipboard-read=(self)",
  "clipboard-write=(self)",
  "camera=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "accelerometer=()",
  "gyroscope=()",
  "magnetometer=()",
  "fullscreen=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "xr-spatial-tracking=()",
].join(", ");

export function securityHeaders({ nonce, origin, isDev }: ResponseContext): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy({ nonce, origin, isDev }),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    ...(origin?.startsWith("https:") ? { "Strict-Transport-Security": "max-age=31536000" } : {}),
  };
}
