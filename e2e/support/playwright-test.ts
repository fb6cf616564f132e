// Every spec's `@playwright/test` (e2e/tsconfig.json maps the name here): Playwright's own module, with
// one addition. A public page now arrives rendered by the server (issue 12) and becomes interactive
// only when the browser has hydrated it; a click before that is lost. So each navigation of a page
// (goto, reload, back, forward) waits, here and only here, until the page says it is hydrated:
// `<html data-hydrated>`, set by the kit's HydratedMark. A page the browser renders itself (a console,
// or a server bundle that is missing) has no `#root[data-ssr]` and is not waited for; nor is a
// context without JavaScript, which never hydrates.
import * as playwright from 'playwright/test';
import type { Page, Response } from 'playwright/test';

export * from 'playwright/test';
/** @public Specs import `test` from '@playwright/test' (tsconfig paths), a default import that the dead-code check cannot see. */
export default playwright.test;

/** Hydration of a server-rendered page, or a page that needs none. */
const HYDRATED = ':root[data-hydrated], :root:not(:has(#root[data-ssr]))';
/** A wait, not an assertion: a page whose remote fails is left to the spec's own checks. */
const HYDRATION_BUDGET = 30_000;

const patched = new WeakSet<object>();
type Navigation = (this: Page, ...args: never[]) => Promise<Response | null>;

function javaScriptOff(page: Page): boolean {
  // the context's options, as Playwright's client keeps them
  const options = (page.context() as unknown as { _options?: { javaScriptEnabled?: boolean } })._options;
  return options?.javaScriptEnabled === false;
}

async function untilHydrated(page: Page, options: unknown): Promise<void> {
  if ((options as { waitUntil?: string } | undefined)?.waitUntil === 'commit' || javaScriptOff(page)) return;
  await page.locator(HYDRATED).waitFor({ state: 'attached', timeout: HYDRATION_BUDGET }).catch(() => undefined);
}

/** Wraps the navigations of the Page class once (every page of the worker shares its prototype). */
function waitForHydrationOn(page: Page): void {
  const proto = Object.getPrototypeOf(page) as Record<string, Navigation>;
  if (patched.has(proto)) return;
  patched.add(proto);
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = proto[name]!;
    const optionsAt = name === 'goto' ? 1 : 0;
    proto[name] = async function (this: Page, ...args: never[]) {
      const response = await original.apply(this, args);
      if (response) await untilHydrated(this, args[optionsAt]);
      return response;
    };
  }
}

export const test = playwright.test.extend<object, { hydrationWait: void }>({
  hydrationWait: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      waitForHydrationOn(await context.newPage());
      await context.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
