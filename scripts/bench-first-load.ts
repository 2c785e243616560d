// First-load JavaScript for `npm run bench`: what Chromium actually downloads for the
// signed-out landing and for the first signed-in view (the dashboard), gzip of every
// script response until the network is idle. Also runnable alone against a running
// production server: `BASE=http://localhost:3420 NEXTAUTH_SECRET=... tsx scripts/bench-first-load.ts`
// (it registers a user with a résumé and a few jobs through the API).
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { registerBenchUser } from "./bench-user";

const TARGET_SIGNED_OUT_KB = 150;
const TARGET_SIGNED_IN_KB = 180;
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

type Load = { gzipBytes: number; scripts: { url: string; gzipBytes: number }[] };

async function scriptsLoaded(
  browser: Browser,
  base: string,
  cookie: string | null,
  readySelector: string,
): Promise<Load> {
  const context = await browser.newContext();
  if (cookie) {
    const [name, value] = cookie.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: base }]);
  }
  const page = await context.newPage();
  const pending: Promise<Load["scripts"][number] | null>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length }))
        .catch(() => null),
    );
  });
  await page.goto(`${base}/`, { waitUntil: "networkidle" });
  await page.waitForSelector(readySelector, { timeout: 30_000 });
  await page.waitForLoadState("networkidle");
  const scripts = (await Promise.all(pending)).filter((entry) => entry !== null);
  await context.close();
  const gzipBytes = scripts.reduce((sum, entry) => sum + entry.gzipBytes, 0);
  return { gzipBytes, scripts };
}

function printLoad(label: string, load: Load, targetKb: number) {
  const kb = load.gzipBytes / 1024;
  const verdict = kb <= targetKb ? "met" : "NOT met";
  console.log(
    `  ${label.padEnd(28)} ${kb.toFixed(1)} KB gzip in ${load.scripts.length} scripts (target <= ${targetKb} KB: ${verdict})`,
  );
  if (process.env.FIRST_LOAD_DETAIL) {
    for (const entry of [...load.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`    ${(entry.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${entry.url}`);
    }
  }
}

/**
 * The script tags of the HTML of "/", gzip each, as bench.ts has always counted them, and
 * how much of that is Next's `noModule` polyfill, which browsers with ES modules skip.
 */
async function htmlScriptTags(base: string) {
  const html = await (await fetch(`${base}/`)).text();
  const tags = new Map<string, boolean>();
  for (const [tag, src] of html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)) {
    tags.set(src, /\snomodule[\s=>]/i.test(tag));
  }
  let gzipBytes = 0;
  let noModuleBytes = 0;
  for (const [src, isNoModule] of tags) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    const size = gzipSync(body).length;
    gzipBytes += size;
    if (isNoModule) noModuleBytes += size;
  }
  return { gzipBytes, noModuleBytes, count: tags.size };
}

/**
 * Prints the JavaScript Chromium loads for "/" signed out (until the sign-in form shows)
 * and signed in with `cookie` (until the dashboard shows), each beside its target.
 */
export async function printFirstLoadJs({ base, cookie }: { base: string; cookie: string }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    const tags = await htmlScriptTags(base);
    console.log(
      `\nScript tags in the HTML of / (what bench.ts counted so far): ${(tags.gzipBytes / 1024).toFixed(1)} KB gzip in ${tags.count} scripts, ${(tags.noModuleBytes / 1024).toFixed(1)} KB of it the noModule polyfill that browsers with ES modules never fetch`,
    );
    console.log(
      "First-load JavaScript of / in Chromium (gzip of each script, until network idle):",
    );
    const signedOut = await scriptsLoaded(browser, base, null, "input[type=password]");
    printLoad("signed out (sign-in screen)", signedOut, TARGET_SIGNED_OUT_KB);
    const signedIn = await scriptsLoaded(browser, base, cookie, "[data-testid=app-shell] h1");
    printLoad("signed in (dashboard)", signedIn, TARGET_SIGNED_IN_KB);
    return { signedOut: signedOut.gzipBytes, signedIn: signedIn.gzipBytes };
  } finally {
    await browser.close();
  }
}

/** A user with a résumé and a few jobs, so the dashboard shows its full first view. */
export async function signedInCookie(base: string, secret: string): Promise<string> {
  const { headers, cookie } = await registerBenchUser(base, secret, "bench-first-load");
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: "POST",
      headers: { ...headers, cookie },
      body: JSON.stringify(body),
    });
  await post("/api/master-resume", {
    text: "Jane Doe\nSoftware Engineer, Northwind (2019 - Present)\n- Built services in TypeScript and PostgreSQL.",
  });
  for (let index = 0; index < 5; index++) {
    await post("/api/jobs", {
      title: `Software Engineer ${index}`,
      company: `Company ${index}`,
      description: "Design and build services in TypeScript and PostgreSQL.",
    });
  }
  return cookie;
}

if (require.main === module) {
  const base = process.env.BASE || "http://localhost:3420";
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("Set NEXTAUTH_SECRET to the running server's secret");
  signedInCookie(base, secret)
    .then((cookie) => printFirstLoadJs({ base, cookie }))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
