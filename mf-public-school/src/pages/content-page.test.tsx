import { screen, within } from '@testing-library/react';
import type { Menus, Page } from '@school/shared/contract';
import { mockApi, renderRemote } from '@school/shared/build/test';
import SchoolContentPage from './content-page';

// A page made of blocks on the school's site (issue 31): its breadcrumb names the header menu's dropdown
// the page's link sits in, so a renamed or moved link moves the breadcrumb too.

const BOD: Page = {
  _id: 'p1', site: 'school', path: '/hafamily/bod', title: 'Board of Directors', description: '', status: 'published', publishAt: null,
  blocks: [{ type: 'richText', html: '<p>Our board</p>' }], ne: {}, createdAt: '2026-11-01T00:00:00.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
};

const trail = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem').map((li) => li.textContent);

describe("the school's content page", () => {
  it("names the seeded menu's dropdown in the breadcrumb, and follows the menus staff edit", async () => {
    mockApi({ 'GET /api/pages/by-path': BOD });
    const { unmount } = renderRemote(<SchoolContentPage />, { route: '/hafamily/bod' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Board of Directors' })).toBeInTheDocument();
    expect(trail()).toEqual(['Home', 'HA Family', 'Board of Directors']);
    unmount();

    const menus: Menus = {
      header: [{ label: 'Our family', ne: { label: 'हाम्रो परिवार' }, children: [{ label: 'The board', ne: {}, path: '/hafamily/bod' }] }],
      footer: { useful: [], external: [] },
    };
    renderRemote(<SchoolContentPage />, { route: '/hafamily/bod', menus: { school: menus } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Board of Directors' })).toBeInTheDocument();
    expect(trail()).toEqual(['Home', 'Our family', 'Board of Directors']);
  });

  it('a page whose link is in no dropdown has no section in its trail', async () => {
    mockApi({ 'GET /api/pages/by-path': { ...BOD, path: '/open-day', title: 'Open day' } });
    renderRemote(<SchoolContentPage />, { route: '/open-day' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Open day' })).toBeInTheDocument();
    expect(trail()).toEqual(['Home', 'Open day']);
  });
});
