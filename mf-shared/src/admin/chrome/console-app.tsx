// The console screens' shared classes (.admin-grid, …): imported here, by the module every console mounts, so
// every screen has them (webpack drops the side-effect-free `@school/shared/admin` barrel and any CSS only it imports).
import '../admin.css';
import {
  AlertOutlined,
  AppstoreOutlined,
  BellOutlined,
  CalendarOutlined,
  CommentOutlined,
  ControlOutlined,
  FileOutlined,
  FolderOpenOutlined,
  MenuOutlined,
  PictureOutlined,
  SafetyOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { DataRouter, KitProvider, LoadingView, menuLinks, RemoteApp, useSiteFacts, type MenuRoute, type SiteKey, type SiteSource } from '@school/shared/kit';
import { useDarkMode, useSessionStore } from '@school/shared/session';
import { ChangePasswordButton, FirstPasswordChange } from '../components/change-password';
import { TwoFactorSetupFirst } from '../account/account-security';
import { AdminLayout } from './admin-layout';
import { AdminNotFound } from './admin-not-found';
import { routeAllowed, sessionRole, type RoleGuarded } from './roles';

/**
 * One screen of a console's route table: its path and sidebar link (plain data) with its page, and the
 * roles that may open it (none listed: the admin only).
 */
export interface ConsoleRoute<Icon extends string = string> extends MenuRoute<Icon>, RoleGuarded {
  page: ComponentType;
}

/** The icon names a console's table (plain data) gives its sidebar links. */
export type IconOf<Table extends readonly MenuRoute[]> = Extract<Table[number], { icon: string }>['icon'];

/**
 * A console's route table: its data (`routes.data.ts`) with each path's page. `pages` has exactly the
 * table's paths, or the type-check fails.
 */
export function consoleRoutes<const Table extends readonly (MenuRoute & RoleGuarded)[]>(
  table: Table,
  pages: Record<Table[number]['path'], ComponentType>,
): ConsoleRoute<IconOf<Table>>[] {
  return table.map((route) => ({ ...route, page: pages[route.path as Table[number]['path']] })) as ConsoleRoute<IconOf<Table>>[];
}

/**
 * The sidebar icons of the screens both consoles have (SPEC.md §2.2, §2.3: carousel, modal, events, albums,
 * testimonials; issue 31: site settings, pages, menus; issue 32: media; issue 33: broadcasts).
 */
export const CONSOLE_ICONS = {
  appstore: AppstoreOutlined,
  bell: BellOutlined,
  calendar: CalendarOutlined,
  comment: CommentOutlined,
  picture: PictureOutlined,
  control: ControlOutlined,
  file: FileOutlined,
  menu: MenuOutlined,
  'folder-open': FolderOpenOutlined,
  sound: SoundOutlined,
  alert: AlertOutlined,
};

/** Top-bar link to the Account security screen (`/admin/account`, in both consoles' tables). */
function AccountSecurityLink() {
  const navigate = useNavigate();
  return (
    <Tooltip title="Account security">
      <Button type="text" aria-label="Account security" icon={<SafetyOutlined />} onClick={() => navigate('/admin/account')} />
    </Tooltip>
  );
}

export interface ConsoleAppProps<Icon extends string> {
  /** The site whose settings name the console: the sidebar's heading (its initials when collapsed). */
  site: SiteKey;
  /** tests pass their own client (holding the site's settings) */
  queryClient?: QueryClient;
  /** The first screen: `/`, `/admin/login` once signed in, and `/admin/home` when it is not a screen, open it. */
  home: string;
  routes: readonly ConsoleRoute<Icon>[];
  /** The icon components the table's `icon` names stand for. */
  icons: Record<Icon, ComponentType>;
}

/**
 * A whole console, as each admin remote's exposed `./app` mounts it: the kit's providers (in the stored
 * dark mode), the top bar with Change password, the sidebar read from the route table, and the screens.
 * While the admins require two-factor sign-in and the user has none, only its setup shows (issue 34).
 * The sidebar and the screens are those the signed-in role may open; a user who must change the
 * password (first sign-in) sees only that form until it is done.
 */
/** Where a console reads its site's settings (issue 31): the public `GET /api/settings?site=`. */
const settingsPath = (site: SiteKey) => `/api/settings?site=${encodeURIComponent(site)}`;
const CONSOLE_SITES: Record<SiteKey, SiteSource> = { school: { site: 'school', settingsPath }, women: { site: 'women', settingsPath } };

/** The console's title: its site's short name from the settings (issue 31), or its name. */
function WithTitle({ children }: { children: (title: string) => ReactNode }) {
  const facts = useSiteFacts();
  return children(facts.shortName || facts.name);
}

export function ConsoleApp<Icon extends string>({ site, home, routes: table, icons, queryClient }: ConsoleAppProps<Icon>) {
  const dark = useDarkMode();
  const role = useSessionStore((s) => sessionRole(s.userInfo));
  const mustChange = useSessionStore((s) => s.userInfo?.mustChangePassword === true);
  const setupTwoFactor = useSessionStore((s) => s.userInfo?.twoFactorSetupRequired === true);
  const routes = useMemo(() => table.filter((r) => routeAllowed(r, role)), [table, role]);
  const nav = useMemo(
    () =>
      menuLinks(routes).map(({ path, label, icon }) => {
        const Icon: ComponentType | null = icon === undefined ? null : icons[icon];
        return { path, label, icon: Icon && <Icon /> };
      }),
    [routes, icons],
  );
  // the home screen, or the first screen the role may open
  const start = routes.some((r) => r.path === home) ? home : (menuLinks(routes)[0]?.path ?? home);
  const redirects = ['/', '/admin/login', '/admin/home'].filter((path) => !routes.some((r) => r.path === path));
  if (mustChange) {
    return (
      <RemoteApp dark={dark} provider={KitProvider} router={DataRouter} site={CONSOLE_SITES[site]} queryClient={queryClient}>
        <WithTitle>{(title) => <FirstPasswordChange title={title} />}</WithTitle>
      </RemoteApp>
    );
  }
  if (setupTwoFactor) {
    return (
      <RemoteApp dark={dark} provider={KitProvider} router={DataRouter} site={CONSOLE_SITES[site]} queryClient={queryClient}>
        <WithTitle>{(title) => <TwoFactorSetupFirst title={title} />}</WithTitle>
      </RemoteApp>
    );
  }
  return (
    <RemoteApp dark={dark} provider={KitProvider} router={DataRouter} site={CONSOLE_SITES[site]} queryClient={queryClient}>
      <WithTitle>
        {(title) => (
          <AdminLayout nav={nav} title={title} actions={<><AccountSecurityLink /><ChangePasswordButton /></>}>
            <Suspense fallback={<LoadingView />}>
              <Routes>
                {redirects.map((path) => (
                  <Route key={path} path={path} element={<Navigate replace to={start} />} />
                ))}
                {routes.map(({ path, page: Page }) => (
                  <Route key={path} path={path} element={<Page />} />
                ))}
                <Route path="*" element={<AdminNotFound home={start} />} />
              </Routes>
            </Suspense>
          </AdminLayout>
        )}
      </WithTitle>
    </RemoteApp>
  );
}
