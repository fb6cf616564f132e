// The specs' `test`, `expect` and Playwright's types: `import { expect, test } from '../../support'`.
// One addition to Playwright's own test: a public page arrives rendered by the server (issue 12) and is
// interactive only once the browser has hydrated it, and a click before that is lost. So every navigation
// (goto, reload, back, forward) of a page that a fixture or a support helper opened waits until the page
// says it is hydrated: `<html data-hydrated>`, set by the kit's HydratedMark. A page the browser renders
// itself (a console, or a server bundle that is missing) has no `#root[data-ssr]` and is not waited for;
// nor is a context without JavaScript, which never hydrates, nor a page rendered for a visitor saving data
// (`<html data-save-data="on">`), which hydrates on the visitor's first interaction (shell/src/save-data.ts).
import { test as base, type BrowserContext, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/** Hydration of a server-rendered page, or a page that needs none. */
const HYDRATED = ":root[data-hydrated], :root:not(:has(#root[data-ssr])), :root[data-save-data='on']";
/** A wait, not an assertion: a page whose remote fails is left to the spec's own checks. */
const HYDRATION_BUDGET = 30_000;

type Navigation = (...args: never[]) => Promise<Response | null>;
const waiting = new WeakSet<Page>();
const noScript = new WeakSet<BrowserContext>();

/** Makes this page's navigations resolve once it has hydrated (each page once). */
export function waitForHydration(page: Page): Page {
  if (waiting.has(page)) return page;
  waiting.add(page);
  const navigations = page as unknown as Record<'goto' | 'reload' | 'goBack' | 'goForward', Navigation>;
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = navigations[name].bind(page);
    const optionsAt = name === 'goto' ? 1 : 0;
    navigations[name] = async (...args: never[]) => {
      const response = await navigate(...args);
      const options = args[optionsAt] as { waitUntil?: string } | undefined;
      if (response && options?.waitUntil !== 'commit' && !noScript.has(page.context())) {
        await page.locator(HYDRATED).waitFor({ state: 'attached', timeout: HYDRATION_BUDGET }).catch(() => undefined);
      }
      return response;
    };
  }
  return page;
}

/**
 * A context whose pages wait for hydration, now and later; `javaScriptEnabled: false` in its options
 * says it never hydrates. Specs that open a context of their own pass it through here (or use `visitor`).
 */
export function hydratingContext(context: BrowserContext, options: { javaScriptEnabled?: boolean } = {}): BrowserContext {
  if (options.javaScriptEnabled === false) noScript.add(context);
  context.pages().forEach(waitForHydration);
  context.on('page', waitForHydration);
  return context;
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(hydratingContext(context, { javaScriptEnabled }));
  },
  page: async ({ page }, use) => {
    await use(waitForHydration(page));
  },
});
