import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

export { expect };

type TCspViolation = { url: string; directive: string; blocked: string; sample: string };

const REPORT = 'reportCspViolation';

/** Each page of the context reports the policy violations of its documents (frames included). */
async function watchCsp(context: BrowserContext, violations: TCspViolation[]) {
  await context.exposeBinding(REPORT, (_source, violation: TCspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (v: TCspViolation) => void>)[binding];
      report?.({ url: event.documentURI, directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample });
    });
  }, REPORT);
}

/**
 * Every journey fails on a Content-Security-Policy violation (decision 017): an inline style
 * without the page's nonce, a script or frame from elsewhere. The pages of the test's own context
 * and of the contexts it opens (`browser.newContext()`, `browser.newPage()`) are watched; the
 * violations are compared after the journey.
 */
export const test = base.extend<{ cspViolations: TCspViolation[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: TCspViolation[] = [];
      await watchCsp(context, violations);
      const newContext = browser.newContext.bind(browser);
      // browser.newPage() opens its page in a new context through this method too
      browser.newContext = (async (...args: Parameters<Browser['newContext']>) => {
        const opened = await newContext(...args);
        await watchCsp(opened, violations);
        return opened;
      }) as Browser['newContext'];
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations on the pages of this journey').toEqual([]);
    },
    { auto: true },
  ],
});
