import { ADMIN, expect, SCHOOL_URL, test } from '../../support';

// Issue 20, point 1: signing in with these targets used to land on http://evil.example/x.
// SPEC §4: a successful login goes to the address after '=' in the query string, else /admin/home;
// an address off the site counts as none.
const PAYLOADS = ['%2F%5Cevil.example%2Fx', '/%09/evil.example/x', '%2F%0A%2Fevil.example%2Fx'];

for (const payload of PAYLOADS) {
  test(`login with ?redirect=${payload} stays on the site and opens /admin/home`, async ({ page }) => {
    const offSite: string[] = [];
    // Never let the browser reach another host, and record any attempt to.
    await page.route(/^https?:\/\/evil\.example/, async (route) => {
      offSite.push(route.request().url());
      await route.abort();
    });
    await page.goto(`/admin/login?redirect=${payload}`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${SCHOOL_URL}/admin/home`);
    // the console mounts there (its remote can be slow to load on a busy machine)
    await expect(page.getByTestId('admin-user')).toHaveText(ADMIN.name, { timeout: 30_000 });
    expect(offSite).toEqual([]);
  });
}
