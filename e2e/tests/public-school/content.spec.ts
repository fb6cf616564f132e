import { emptyList, expect, failList, publicList, test } from '../../support';

interface Person {
  _id: string;
  fullName: string;
}

test.describe('content pages', () => {
  test('/school: intro, the three tabs, the director message and student testimonials', async ({ page, request }) => {
    const students = (await publicList<{ students: Person[] }>(request, '/api/testimonials/students'))[0].students;
    await page.goto('/school');
    await expect(page.getByRole('heading', { level: 1, name: 'Our School' })).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['What we do?', 'Why Us?', 'Strength']);
    await expect(page.getByRole('tabpanel')).toContainText('Play-based early years');
    await page.getByRole('tab', { name: 'Why Us?' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Why Us?' })).toContainText('Small classes of no more than 32 students');
    await page.getByRole('tab', { name: 'Strength' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Strength' })).toContainText('3,000 books');
    await expect(page.getByRole('heading', { name: 'Message from the Director' })).toBeVisible();
    const slider = page.getByRole('region', { name: 'Student testimonials' });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.getByText(students[0].fullName).first()).toBeVisible();
  });

  test('/college: three programmes with subjects and a Readmore modal, the administrator message and visitor testimonials', async ({ page, request }) => {
    const visitors = (await publicList<{ visitors: Person[] }>(request, '/api/testimonials/visitors'))[0].visitors;
    await page.goto('/college');
    for (const name of ['Science', 'Management', 'Education']) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Physics', { exact: true })).toBeVisible();
    await expect(page.getByText('Accountancy', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Readmore about Management' }).click();
    const modal = page.getByRole('dialog', { name: 'Management stream' });
    await expect(modal).toContainText('two-week internship');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Message from the College Administrator' })).toBeVisible();
    const slider = page.getByRole('region', { name: 'Visitor testimonials' });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.getByText(visitors[0].fullName).first()).toBeVisible();
    // auto-rotating: swiper is running with autoplay
    await expect(slider.getByRole('button', { name: 'Pause Visitor testimonials' })).toBeVisible();
  });

  test("/women-centre: information and a link to the women's-centre site", async ({ page }) => {
    await page.goto('/women-centre');
    await expect(page.getByRole('heading', { level: 1, name: "Women's Centre" })).toBeVisible();
    await expect(page.getByText('Law, Culinary Arts and Medical Studies').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Visit the Women’s Centre website/ })).toHaveAttribute('href', /^http:\/\/women\.localhost:\d+\/$/);
  });

  test('/about: mission, vision, motto, philosophy, aims and core features', async ({ page }) => {
    await page.goto('/about');
    for (const title of ['Our Mission', 'Our Vision', 'Our Motto', 'Our Philosophy', 'Our Aims', 'Core Features']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Our Aims' }).locator('..').getByRole('listitem')).toHaveCount(7);
  });

  test('/hafamily/bod: four leadership messages', async ({ page }) => {
    await page.goto('/hafamily/bod');
    await expect(page.getByRole('heading', { level: 1, name: 'Board of Directors' })).toBeVisible();
    await expect(page.locator('.content-message-card')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Margaret Ellison' })).toBeVisible();
  });

  test('/hafamily/honorary: the advisors page with its placeholder text', async ({ page }) => {
    await page.goto('/hafamily/honorary');
    await expect(page.getByRole('heading', { level: 1, name: 'Honorary Advisors' })).toBeVisible();
    await expect(page.getByText('will be published here soon')).toBeVisible();
  });

  test('/hafamily/staffs: the overseas organisation and the local trust staff from the API', async ({ page, request }) => {
    const staffs = await publicList<Person>(request, '/api/staffs');
    await page.goto('/hafamily/staffs');
    await expect(page.getByRole('heading', { name: 'Hope for Himalayan Children', level: 2 })).toBeVisible();
    const list = page.getByTestId('staff-list');
    await expect(list.getByRole('listitem')).toHaveCount(staffs.length);
    await expect(list.getByRole('heading', { name: staffs[0].fullName })).toBeVisible();
  });

  test('/hafamily/staffs shows the empty and the error texts', async ({ page }) => {
    await emptyList(page, /\/api\/staffs$/);
    await page.goto('/hafamily/staffs');
    await expect(page.getByText('Staff List is Empty.')).toBeVisible();
    await page.unrouteAll();
    await failList(page, /\/api\/staffs$/);
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('There was an error while fetching the data. Try Again Later');
  });

  test('/scholarship: one per family, what it covers, and the five categories', async ({ page }) => {
    await page.goto('/scholarship');
    await expect(page.getByText('one scholarship per family')).toBeVisible();
    await expect(page.getByText('100% tuition fees, up to and including Grade 12')).toBeVisible();
    await expect(page.getByText('School uniforms and shoes')).toBeVisible();
    await expect(page.getByText('Educational tours and excursions')).toBeVisible();
    for (const c of ['Merit', 'Dalit and marginalized communities', 'Remote region', 'Orphans', 'Children of disabled parents']) {
      await expect(page.getByRole('heading', { name: c, exact: true })).toBeVisible();
    }
  });

  test("/alumni: the network and 'News and Upcoming Updates'", async ({ page }) => {
    await page.goto('/alumni');
    await expect(page.getByRole('heading', { name: 'News and Upcoming Updates' })).toBeVisible();
    await expect(page.getByText('Alumni Homecoming 2083')).toBeVisible();
  });

  test('any other path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Sorry, there is nothing here ...' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hope Academy Higher Secondary School' })).toBeVisible();
  });
});
