import { AppstoreOutlined, BellOutlined } from '@ant-design/icons';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { setRuntimeConfig, useSessionStore, type UserInfo } from '@school/shared/session';
import { QueryClient } from '@tanstack/react-query';
import { fill, mockApi, TEST_SITE_FACTS, withSiteSettings } from '@school/shared/build/test';
import { ConsoleApp, type ConsoleRoute } from './console-app';

const screenOf = (text: string) => () => <h1>{text}</h1>;

/** The console's client, holding its site's settings: the title is the site's short name (issue 31). */
const withTitle = (shortName = 'Test Centre') => withSiteSettings(new QueryClient(), { women: { ...TEST_SITE_FACTS.women, shortName } });

const ROUTES: ConsoleRoute<'AppstoreOutlined' | 'BellOutlined'>[] = [
  { path: '/admin/carousel', name: 'Carousel', icon: 'AppstoreOutlined', page: screenOf('Carousel screen') },
  { path: '/admin/carousel/all', page: screenOf('All slides') },
  { path: '/admin/modal', name: 'Modal', icon: 'BellOutlined', page: screenOf('Modal screen') },
  { path: '/admin/secret', name: 'Secret', hideInMenu: true, page: screenOf('Secret screen') },
];

function open(path: string) {
  setRuntimeConfig({ apiBase: 'http://api.test' });
  useSessionStore.setState({ userInfo: { _id: 'u1', name: 'Site Admin', email: 'admin@school.test', token: 't' }, adminMode: true, sidebarToggle: true });
  window.history.pushState({}, '', path);
  return render(<ConsoleApp site="women" queryClient={withTitle()} home="/admin/carousel" routes={ROUTES} icons={{ AppstoreOutlined, BellOutlined }} />);
}

describe('ConsoleApp: a console from its route table', () => {
  test('the sidebar lists the named routes in table order, each with its icon and link, under the title', async () => {
    open('/admin/carousel/all');
    expect(await screen.findByRole('heading', { name: 'All slides' })).toBeInTheDocument();
    const sidebar = screen.getByTestId('admin-sidebar');
    expect(within(sidebar).getByText('Test Centre')).toBeInTheDocument();
    expect(within(sidebar).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Carousel', '/admin/carousel'],
      ['Modal', '/admin/modal'],
    ]);
    const icons = within(sidebar).getAllByRole('menuitem').map((item) => item.querySelector('.anticon')?.getAttribute('aria-label'));
    expect(icons).toEqual(['appstore', 'bell']);
    // the screen under a link marks that link
    expect(within(sidebar).getByRole('menuitem', { name: /Carousel/ })).toHaveClass('ant-menu-item-selected');
    expect(screen.getByTestId('admin-user')).toHaveTextContent('Site Admin');
  });

  test('a route hidden from the menu still opens its screen', async () => {
    open('/admin/secret');
    expect(await screen.findByRole('heading', { name: 'Secret screen' })).toBeInTheDocument();
    expect(within(screen.getByTestId('admin-sidebar')).queryByText('Secret')).toBeNull();
  });

  test.each(['/', '/admin/login', '/admin/home'])('%s opens the home screen', async (path) => {
    open(path);
    expect(await screen.findByRole('heading', { name: 'Carousel screen' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/carousel');
  });

  test('an unknown path shows the console’s not-found page, whose button goes home', async () => {
    open('/admin/no-such-screen');
    fireEvent.click(await screen.findByRole('button', { name: 'Go Back Home' }));
    expect(await screen.findByRole('heading', { name: 'Carousel screen' })).toBeInTheDocument();
  });
});

describe('ConsoleApp: what the signed-in role may see', () => {
  const GUARDED: ConsoleRoute<'AppstoreOutlined' | 'BellOutlined'>[] = [
    { path: '/admin/carousel', name: 'Carousel', icon: 'AppstoreOutlined', endpoint: 'createSlide', page: screenOf('Carousel screen') },
    { path: '/admin/inbox', name: 'Inbox', icon: 'BellOutlined', endpoint: 'listContactMessages', page: screenOf('Inbox screen') },
    { path: '/admin/users', name: 'Users', page: screenOf('Users screen') },
  ];
  function openAs(path: string, user: Partial<UserInfo>) {
    setRuntimeConfig({ apiBase: 'http://api.test' });
    useSessionStore.setState({ userInfo: { _id: 'u2', name: 'Gita Rai', email: 'gita@school.test', token: 't', ...user }, adminMode: true, sidebarToggle: true });
    window.history.pushState({}, '', path);
    return render(<ConsoleApp site="women" queryClient={withTitle()} home="/admin/carousel" routes={GUARDED} icons={{ AppstoreOutlined, BellOutlined }} />);
  }
  const links = () => within(screen.getByTestId('admin-sidebar')).getAllByRole('link').map((a) => a.textContent);

  test('an editor sees the content links only; the inbox and users screens are not there for them', async () => {
    openAs('/admin/carousel', { role: 'editor' });
    expect(await screen.findByRole('heading', { name: 'Carousel screen' })).toBeInTheDocument();
    expect(links()).toEqual(['Carousel']);
    cleanup();
    openAs('/admin/users', { role: 'editor' });
    expect(await screen.findByRole('button', { name: 'Go Back Home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users screen' })).toBeNull();
  });

  test('admissions start on the first screen they may open; an admin (or a session from before roles) sees everything', async () => {
    openAs('/', { role: 'admissions' });
    expect(await screen.findByRole('heading', { name: 'Inbox screen' })).toBeInTheDocument();
    expect(links()).toEqual(['Inbox']);
    cleanup();
    openAs('/admin/users', {});
    expect(await screen.findByRole('heading', { name: 'Users screen' })).toBeInTheDocument();
    expect(links()).toEqual(['Carousel', 'Inbox', 'Users']);
  });

  test('a user who must change the password sees only that form; once changed, the console opens', async () => {
    const calls = mockApi({
      'PUT /api/users/password': { message: 'Password changed', token: 'fresh' },
    });
    openAs('/admin/carousel', { role: 'editor', mustChangePassword: true });
    const form = await screen.findByRole('form', { name: 'Change password' });
    expect(screen.queryByTestId('admin-sidebar')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Carousel screen' })).toBeNull();
    fill(within(form).getByLabelText('Current password'), 'Temporary-Pass-2026');
    fill(within(form).getByLabelText('New password'), 'Phewa-Lake-Boats-3307');
    fill(within(form).getByLabelText('Confirm new password'), 'Phewa-Lake-Boats-3307');
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Carousel screen' })).toBeInTheDocument();
    // the answer's token continues this session: no second sign-in (which 2FA would stop)
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /api/users/password']);
    expect(useSessionStore.getState().userInfo).toMatchObject({ token: 'fresh', mustChangePassword: false, role: 'editor' });
    expect(links()).toEqual(['Carousel']);
  });

  test('while the admins require two-factor sign-in, a user without it sees only its setup (issue 34)', async () => {
    mockApi({ 'GET /api/users/me': { _id: 'u2', name: 'Gita Rai', email: 'gita@school.test', role: 'editor', twoFactorEnabled: false, twoFactorSetupRequired: true } });
    openAs('/admin/carousel', { role: 'editor', twoFactorSetupRequired: true });
    expect(await screen.findByText('Test Centre: turn on two-factor sign-in')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-sidebar')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Carousel screen' })).toBeNull();
  });
});
