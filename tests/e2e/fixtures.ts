import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

// The browser reports a blocked script, style, frame or connection both as a
// `securitypolicyviolation` event (relayed to the console below) and as its own console
// message ("Refused to ... because it violates the following Content Security Policy ...").
const CSP_MESSAGE = /Content Security Policy|CSP violation/i;

let violations: string[] = [];

async function reportViolations(target: BrowserContext | Page) {
  await target.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline code"}`,
      );
    });
  });
  target.on("console", (message) => {
    if (CSP_MESSAGE.test(message.text())) violations.push(message.text());
  });
}

/** Watches a page a test opens in a context of its own (browser.newPage()) as well. */
export async function guardPage(page: Page) {
  await reportViolations(page);
}

/**
 * Every spec imports `test` from here: the app runs under its real Content-Security-Policy
 * (proxy.ts), and a test fails on any violation the browser reports.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    violations = [];
    await reportViolations(context);
    await provide(context);
    expect(violations, "Content-Security-Policy violations reported by the browser").toEqual([]);
  },
});

export { expect };
