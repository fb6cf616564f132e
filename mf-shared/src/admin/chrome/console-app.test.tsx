import { AppstoreOutlined, BellOutlined } from '@ant-design/icons';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { setRuntimeConfig, useSessionStore } from '@school/shared/session';
import { ConsoleApp, type ConsoleRoute } from './console-app';

const screenOf = (text: string) => () => <h1>{text}</h1>;

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
  return render(<ConsoleApp title="Test Centre" home="/admin/carousel" routes={ROUTES} icons={{ AppstoreOutlined, BellOutlined }} />);
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
