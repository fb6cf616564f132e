import { EyeOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Drawer, Layout, Menu, Modal, Switch, Tooltip, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useMediaQuery } from '@school/shared/kit';
import { useDarkMode, useSessionStore } from '@school/shared/session';
import { adminThemeOverrides } from './admin-theme';

export interface AdminNavItem {
  path: string;
  label: string;
  icon: ReactNode;
}

export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 70;
const NARROW = '(max-width: 599.98px)';

/** The collapsed sidebar's mark: the title's initials ('Valley School' → 'VS'). */
export function brandMark(title: string): string {
  return title
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}

/** SPEC.md §4: logout removes the stored login, flips adminMode and reloads on /admin/login. */
export function signOut() {
  useSessionStore.getState().logout();
  window.location.assign('/admin/login');
}

function SettingsDialog({ open, onClose, narrow }: { open: boolean; onClose: () => void; narrow: boolean }) {
  const sidebarToggle = useSessionStore((s) => s.sidebarToggle);
  const chosen = useSessionStore((s) => s.darkMode);
  const darkMode = useDarkMode();
  const setSidebarToggle = useSessionStore((s) => s.setSidebarToggle);
  const setDarkMode = useSessionStore((s) => s.setDarkMode);
  return (
    <Modal title="Settings" open={open} onCancel={onClose} footer={null}>
      <div className="admin-setting">
        <label htmlFor="setting-collapsed">Collapsed Sidebar</label>
        <Switch
          id="setting-collapsed"
          checked={!sidebarToggle}
          disabled={narrow}
          onChange={(collapsed) => setSidebarToggle(!collapsed)}
        />
      </div>
      <div className="admin-setting">
        <label htmlFor="setting-dark">Dark mode</label>
        <Switch id="setting-dark" checked={darkMode} onChange={setDarkMode} />
      </div>
      <div className="admin-setting-note">
        {chosen === null ? (
          'Following your system’s light or dark setting.'
        ) : (
          <Button type="link" size="small" onClick={() => setDarkMode(null)}>
            Follow the system setting
          </Button>
        )}
      </div>
    </Modal>
  );
}

/**
 * Admin top bar and sidebar, shared by the school and women's-centre consoles.
 * `actions` adds buttons to the top bar, before the user's name (e.g. Change password).
 */
export function AdminLayout({
  nav,
  title,
  children,
  actions,
}: {
  nav: AdminNavItem[];
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const sidebarToggle = useSessionStore((s) => s.sidebarToggle);
  const setSidebarToggle = useSessionStore((s) => s.setSidebarToggle);
  const setAdminMode = useSessionStore((s) => s.setAdminMode);
  const name = useSessionStore((s) => s.userInfo?.name ?? '');
  const dark = useDarkMode();
  const narrow = useMediaQuery(NARROW);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  // A link picked in the phone drawer opens its screen: the drawer has done its job.
  useEffect(() => setDrawerOpen(false), [pathname]);

  // Under 600 px the sidebar is collapsed without overwriting the stored preference,
  // so widening the window again restores what the user chose. There the toggle opens
  // the full sidebar as an overlay drawer instead, so the links' names stay reachable.
  const collapsed = narrow || !sidebarToggle;
  const selected = nav
    .filter((n) => pathname === n.path || pathname.startsWith(`${n.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
  // `title` is the collapsed icon's tooltip (antd shows it only while the sidebar is collapsed).
  const items = nav.map((n) => ({ key: n.path, icon: n.icon, title: n.label, label: <Link to={n.path}>{n.label}</Link> }));
  const expandable = narrow ? !drawerOpen : collapsed;
  const toggleLabel = expandable ? 'Expand sidebar' : 'Collapse sidebar';

  return (
    <ConfigProvider theme={adminThemeOverrides(dark)}>
      <Layout className="admin-layout">
        <Layout.Sider
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          className="admin-sider"
          data-testid="admin-sidebar"
        >
          <div className={collapsed ? 'admin-brand admin-brand-mark' : 'admin-brand'}>
            {collapsed ? <abbr title={title}>{brandMark(title)}</abbr> : title}
          </div>
          <Menu mode="inline" theme="dark" selectedKeys={selected ? [selected] : []} items={items} />
        </Layout.Sider>
        <Drawer
          open={narrow && drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={SIDEBAR_WIDTH}
          title={title}
          className="admin-drawer"
          rootClassName="admin-drawer-root"
        >
          <Menu mode="inline" theme="dark" selectedKeys={selected ? [selected] : []} items={items} />
        </Drawer>
        <Layout className="admin-main">
          <Layout.Header className="admin-topbar">
            <Tooltip title={toggleLabel}>
              <Button
                type="text"
                aria-label={toggleLabel}
                icon={expandable ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={() => (narrow ? setDrawerOpen((open) => !open) : setSidebarToggle(!sidebarToggle))}
              />
            </Tooltip>
            <div className="admin-topbar-right">
              <Tooltip title="View site">
                <Button type="text" aria-label="View site" icon={<EyeOutlined />} onClick={() => {
                    // The public remote takes over this URL at once: start it on the home page.
                    window.history.pushState(null, '', '/');
                    setAdminMode(false);
                  }}
                />
              </Tooltip>
              <Tooltip title="Settings">
                <Button type="text" aria-label="Settings" icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)} />
              </Tooltip>
              {actions}
              <Tooltip title={name ? `Signed in as ${name}` : undefined}>
                <Typography.Text strong className="admin-user" data-testid="admin-user">
                  {name}
                </Typography.Text>
              </Tooltip>
              <Tooltip title="Logout">
                <Button type="text" aria-label="Logout" icon={<LogoutOutlined />} onClick={signOut} />
              </Tooltip>
            </div>
          </Layout.Header>
          <Layout.Content className="admin-content">{children}</Layout.Content>
        </Layout>
        <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} narrow={narrow} />
      </Layout>
    </ConfigProvider>
  );
}
