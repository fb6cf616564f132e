import { menuLinks } from './route-menu';

const TABLE = [
  { path: '/', name: 'Home', icon: 'HomeOutlined' },
  { path: '/b', name: 'Bee', section: 'Letters' },
  { path: '/b/:id' },
  { path: '/one', name: 'One', section: 'Numbers' },
  { path: '/a', name: 'Ay', section: 'Letters' },
  { path: '/apply', name: 'Apply Now', hideInMenu: true },
  { path: '/last', name: 'Last' },
  { path: '*' },
] as const;

describe('menus read from a route table', () => {
  test('the flat menu has the named routes in table order, with their icons, and leaves out the hidden and the unnamed', () => {
    expect(menuLinks(TABLE)).toEqual([
      { path: '/', label: 'Home', icon: 'HomeOutlined' },
      { path: '/b', label: 'Bee' },
      { path: '/one', label: 'One' },
      { path: '/a', label: 'Ay' },
      { path: '/last', label: 'Last' },
    ]);
  });
});
