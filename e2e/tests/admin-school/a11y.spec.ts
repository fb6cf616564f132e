import AxeBuilder from '@axe-core/playwright';
import { ADMIN, expect, storeLogin, test } from '../../support';
import { plainPaths } from '../../support/route-tables';

/** The console's screens that open without an id, read from its route table, and its not-found page. */
const ROUTES = plainPaths('school console');

// Each screen is its own test, so a slow machine costs one screen's budget, never the whole audit.
test.describe.configure({ mode: 'parallel' });

test.describe('console screens have no serious or critical axe violation', () => {
  for (const dark of [true, false]) {
    for (const route of ROUTES) {
      test(`${route} (${dark ? 'dark' : 'light'})`, async ({ page }) => {
        await storeLogin(page, { extra: { darkMode: dark } });
        await page.goto(route);
        await expect(page.getByTestId('admin-user')).toHaveText(ADMIN.name);
        const ready = route.endsWith('no-such-screen') ? page.getByText('uh-oh! Page not Found....') : page.getByRole('heading', { level: 1 }).first();
        await expect(ready).toBeVisible();
        await expect(page.getByTestId('loading')).toHaveCount(0);
        // Third-party frames (YouTube, once a player is pressed) are not ours to audit.
        const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
      });
    }
  }
});
