import { stripVTControlCharacters } from 'node:util';
import { expect, type Page, test } from './test';

/**
 * The route-wide specs walk many pages with one tab: a test per page would pay a new context and a
 * cold load of the remotes' code every time (about half of a page's time in these specs). Each stop is its
 * own step, named after the page, so the report says which page failed; a failing stop is recorded and the
 * walk goes on to the next, and the test fails at the end with every failed stop's name and error.
 */
export async function walk<T>(stops: readonly T[], name: (stop: T) => string, visit: (stop: T) => Promise<void>) {
  const failed: string[] = [];
  for (const stop of stops) {
    await test.step(name(stop), () => visit(stop)).catch((e: unknown) => {
      // the error (the assertion, its message and the values it saw), without the terminal's colours
      const lines = stripVTControlCharacters(e instanceof Error ? e.message : String(e)).split('\n').filter((l) => l.trim());
      failed.push(`${name(stop)}: ${lines.slice(0, 12).join(' | ').slice(0, 1500)}`);
    });
  }
  expect(failed, 'stops of the walk that failed').toEqual([]);
}

/**
 * A walk split into tests of at most `size` stops, so that on a loaded machine no test comes near its
 * time budget while the tests still spread over the workers; each chunk's name is its first and last stop.
 */
export function chunks<T>(stops: readonly T[], size: number): T[][] {
  const count = Math.ceil(stops.length / size);
  // as even as they can be: 10 stops in chunks of 8 become 5 and 5, not 8 and 2
  const each = Math.ceil(stops.length / Math.max(1, count));
  const out: T[][] = [];
  for (let i = 0; i < stops.length; i += each) out.push(stops.slice(i, i + each));
  return out;
}

/** A chunk's name in a test title: its first and last stop (its only one, alone). */
export const span = <T>(part: readonly T[], name: (stop: T) => string) =>
  part.length === 1 ? name(part[0]) : `${name(part[0])} … ${name(part[part.length - 1])}`;

/**
 * Keeps a walk's tab off every address but this site's own (localhost and its subdomains): outside services
 * (YouTube, Google Maps) are offline here, are not part of the layout, and no walk presses a player or a map
 * (their frames load only when asked for, and a frame's own navigation is not blocked here). Blocked by the
 * browser itself (DevTools' request blocking) rather than with `page.route`: any route turns the browser's
 * cache off (Playwright does, to see every request), and each page of the walk then fetched and compiled the
 * remotes' code again, the larger part of a page's time in a walk.
 */
export async function offline(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', {
    urlPatterns: [
      { urlPattern: 'http://localhost:*/*', block: false },
      { urlPattern: 'http://*.localhost:*/*', block: false },
      { urlPattern: '*://*/*', block: true },
    ],
  });
}
