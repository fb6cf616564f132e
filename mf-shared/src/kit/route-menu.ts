/**
 * What a route table entry says about its place in a menu, after ant-design-pro's route config:
 * the menus are read from the table, so a route and its link cannot drift apart.
 *
 * - a route with a `name` is a menu link, in the table's order; a route without one is in no menu
 *   (detail screens, the catch-all);
 * - `hideInMenu` keeps a named route out of the menu;
 * - `section` puts the link in a group (the public school's dropdowns), the group standing where its
 *   first route stands in the table;
 * - `icon` names the link's icon (the console sidebar); the remote maps the name to a component, so the
 *   table stays plain data.
 */
export interface MenuRoute<Icon extends string = string> {
  path: string;
  name?: string;
  icon?: Icon;
  section?: string;
  hideInMenu?: boolean;
}

export interface MenuLink<Icon extends string = string> {
  path: string;
  label: string;
  icon?: Icon;
}

export interface MenuSection<Icon extends string = string> {
  label: string;
  children: MenuLink<Icon>[];
}

export type MenuEntry<Icon extends string = string> = MenuLink<Icon> | MenuSection<Icon>;

type Named<R extends MenuRoute> = R & { name: string };
const shown = <R extends MenuRoute>(r: R): r is Named<R> => r.name !== undefined && !r.hideInMenu;
const toLink = <Icon extends string>({ path, name, icon }: Named<MenuRoute<Icon>>): MenuLink<Icon> =>
  icon === undefined ? { path, label: name } : { path, label: name, icon };

/** The table's menu links, flat, in table order (sections ignored): the console sidebar. */
export function menuLinks<Icon extends string>(routes: readonly MenuRoute<Icon>[]): MenuLink<Icon>[] {
  return routes.filter(shown).map(toLink);
}

/** The table's menu with its sections: the public school's main navigation. */
export function menuTree<Icon extends string>(routes: readonly MenuRoute<Icon>[]): MenuEntry<Icon>[] {
  const entries: MenuEntry<Icon>[] = [];
  const sections = new Map<string, MenuSection<Icon>>();
  for (const route of routes.filter(shown)) {
    if (route.section === undefined) {
      entries.push(toLink(route));
      continue;
    }
    let section = sections.get(route.section);
    if (!section) {
      section = { label: route.section, children: [] };
      sections.set(route.section, section);
      entries.push(section);
    }
    section.children.push(toLink(route));
  }
  return entries;
}

/**
 * A hand-picked list of links into the table (a footer column), in the list's order: each label is the
 * entry's own or else the route's name. A path that is not in the table is a type error, and throws.
 */
export function linksTo<R extends MenuRoute>(routes: readonly R[], entries: readonly { path: R['path']; label?: string }[]): MenuLink[] {
  return entries.map(({ path, label }) => {
    const route = routes.find((r) => r.path === path);
    const text = label ?? route?.name;
    if (!route || text === undefined) throw new Error(`${path}: no named route in the table`);
    return { path, label: text };
  });
}

export const isMenuSection = <Icon extends string>(entry: MenuEntry<Icon>): entry is MenuSection<Icon> => 'children' in entry;
