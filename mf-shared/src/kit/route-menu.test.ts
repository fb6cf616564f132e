import { isMenuSection, linksTo, menuLinks, menuTree } from './route-menu';

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

  test('sections stand where their first route stands and gather their routes in table order', () => {
    const tree = menuTree(TABLE);
    expect(tree).toEqual([
      { path: '/', label: 'Home', icon: 'HomeOutlined' },
      { label: 'Letters', children: [{ path: '/b', label: 'Bee' }, { path: '/a', label: 'Ay' }] },
      { label: 'Numbers', children: [{ path: '/one', label: 'One' }] },
      { path: '/last', label: 'Last' },
    ]);
    expect(tree.map(isMenuSection)).toEqual([false, true, true, false]);
  });

  test("a hand-picked list takes its own order, its own labels or else the routes' names (hidden ones too)", () => {
    expect(linksTo(TABLE, [{ path: '/apply' }, { path: '/last', label: 'The End' }, { path: '/' }])).toEqual([
      { path: '/apply', label: 'Apply Now' },
      { path: '/last', label: 'The End' },
      { path: '/', label: 'Home' },
    ]);
  });

  test('a link to a path outside the table, or to an unnamed route without a label, throws', () => {
    const loose: readonly { path: string; name?: string }[] = TABLE;
    expect(() => linksTo(loose, [{ path: '/nowhere', label: 'Nowhere' }])).toThrow('/nowhere: no named route in the table');
    expect(() => linksTo(loose, [{ path: '/b/:id' }])).toThrow('/b/:id: no named route in the table');
  });
});
