/**
 * What a route table entry says about its place in a menu, after ant-design-pro's route config: the
 * consoles' sidebars are read from their tables, so a route and its link cannot drift apart. (The public
 * sites' menus are data that staff edit, issue 31: `useSiteMenus`.)
 *
 * - a route with a `name` is a menu link, in the table's order; a route without one is in no menu
 *   (detail screens, the catch-all);
 * - `hideInMenu` keeps a named route out of the menu;
 * - `section` names the group a public route stood in before the menus were data (not read any more);
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

type Named<R extends MenuRoute> = R & { name: string };
const shown = <R extends MenuRoute>(r: R): r is Named<R> => r.name !== undefined && !r.hideInMenu;
const toLink = <Icon extends string>({ path, name, icon }: Named<MenuRoute<Icon>>): MenuLink<Icon> =>
  icon === undefined ? { path, label: name } : { path, label: name, icon };

/** The table's menu links, flat, in table order (sections ignored): the console sidebar. */
export function menuLinks<Icon extends string>(routes: readonly MenuRoute<Icon>[]): MenuLink<Icon>[] {
  return routes.filter(shown).map(toLink);
}
