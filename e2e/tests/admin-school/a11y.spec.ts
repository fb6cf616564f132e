import AxeBuilder from '@axe-core/playwright';
import { ADMIN, chunks, expect, storeLogin, test, walk } from '../../support';
import { plainPaths } from '../../support/route-tables';

/** The console's screens that open without an id, read from its route table, and its not-found page. */
const ROUTES = plainPaths('school console');

// A few screens per test, each a step of one tab's walk (support/walk.ts), so a slow machine costs a few
// screens' budget, never the whole audit, and the tests spread over the workers.
test.describe.configure({ mode: 'parallel' });

test.describe('console screens have no serious or critical axe violation', () => {
  for (const part of chunks(ROUTES, 6)) {
    // One load per screen, audited in both themes: the console follows the system's light or dark
    // setting when the user has chosen neither, so the second theme is the same page with the media switched.
    test(`${part[0]} … ${part.at(-1)!} (light and dark)`, async ({ page }) => {
      await storeLogin(page);
      await walk(part, (route) => route, async (route) => {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(route);
        await expect(page.getByTestId('admin-user')).toHaveText(ADMIN.name);
        const ready = route.endsWith('no-such-screen') ? page.getByText('uh-oh! Page not Found....') : page.getByRole('heading', { level: 1 }).first();
        await expect(ready).toBeVisible();
        await expect(page.getByTestId('loading')).toHaveCount(0);
        const background = () => page.locator('.admin-layout').first().evaluate((el) => getComputedStyle(el).backgroundColor);
        const light = await background();
        for (const theme of ['light', 'dark'] as const) {
          if (theme === 'dark') {
            await page.emulateMedia({ colorScheme: 'dark' });
            await expect.poll(background).not.toBe(light);
          }
          // antd eases colours over 0.2 s (a screen's buttons too, as it mounts): audit the colours, not a
          // step of the change (transitions only: they end, where a spinner's animation never does)
          await page.evaluate(() =>
            Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))),
          );
          // Third-party frames (YouTube, once a player is pressed) are not ours to audit. The theme changes
          // colours only, on the same screen: the dark audit runs the rules that read colours (axe's
          // 'cat.color' but the AAA one, which no audit here runs); the others passed on this DOM in light.
          const axe = new AxeBuilder({ page }).exclude('iframe');
          const results = await (theme === 'dark' ? axe.withRules(['color-contrast', 'link-in-text-block']) : axe).analyze();
          const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(serious.map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
        }
      });
    });
  }
});
