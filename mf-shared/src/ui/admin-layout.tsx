import { EyeOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Layout, Menu, Modal, Switch, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSessionStore } from '@school/shared/session';
import { adminThemeOverrides } from './admin-theme';
import { useMediaQuery } from './use-media-query';

export interface AdminNavItem {
  path: string;
  label: string;
  icon: ReactNode;
}

export const SIDEBAR_WIDTH = 280;
export const SIDEBAR_COLLAPSED_WIDTH = 70;
const NARROW = '(max-width: 599.98px)';

/** SPEC.md §4: logout removes the stored login, flips adminMode and reloads on /admin/login. */
export function signOut() {
  useSessionStore.getState().logout();
  window.location.assign('/admin/login');
}

function SettingsDialog({ open, onClose, narrow }: { open: boolean; onClose: () => void; narrow: boolean }) {
  const sidebarToggle = useSessionStore((s) => s.sidebarToggle);
  const darkMode = useSessionStore((s) => s.darkMode);
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
        <label htmlFor="setting-dark">DarkMode</label>
        <Switch id="setting-dark" checked={darkMode} onChange={setDarkMode} />
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
  const dark = useSessionStore((s) => s.darkMode);
  const narrow = useMediaQuery(NARROW);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const { pathname } = useLocation();

  // Under 600 px the sidebar is collapsed without overwriting the stored preference,
  // so widening the window again restores what the user chose.
  const collapsed = narrow || !sidebarToggle;
  const selected = nav
    .filter((n) => pathname === n.path || pathname.startsWith(`${n.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;

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
          <div className="admin-brand">{collapsed ? title.slice(0, 2) : title}</div>
          <Menu
            mode="inline"
            theme="dark"
            selectedKeys={selected ? [selected] : []}
            items={nav.map((n) => ({ key: n.path, icon: n.icon, label: <Link to={n.path}>{n.label}</Link> }))}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header className="admin-topbar">
            <Button
              type="text"
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => setSidebarToggle(!sidebarToggle)}
              disabled={narrow}
            />
            <div className="admin-topbar-right">
              <Tooltip title="View site">
                <Button type="text" aria-label="View site" icon={<EyeOutlined />} onClick={() => {
                    // The public remote takes over this URL at once: start it on the home page.
                    window.history.pushState(null, '', '/');
                    setAdminMode(false);
                  }}
                />
              </Tooltip>
              <Button type="text" aria-label="Settings" icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)} />
              {actions}
              <Typography.Text strong className="admin-user" data-testid="admin-user">
                {name}
              </Typography.Text>
              <Button type="text" aria-label="Logout" icon={<LogoutOutlined />} onClick={signOut} />
            </div>
          </Layout.Header>
          <Layout.Content className="admin-content">{children}</Layout.Content>
        </Layout>
        <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} narrow={narrow} />
      </Layout>
    </ConfigProvider>
  );
}
