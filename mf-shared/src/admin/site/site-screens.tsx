import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { usePageMeta, type SiteKey } from '@school/shared/kit';
import { BroadcastScreen } from '../broadcasts/broadcast-screen';
import { MediaScreen } from '../media/media-screen';
import { AlertsScreen } from './alerts-screen';
import { MenusScreen } from './menus-screen';
import { PageEditorScreen } from './page-editor';
import { PagesScreen } from './pages-screen';
import { SettingsScreen } from './settings-screen';

type SitePath = '/admin/pages' | '/admin/pages/new' | '/admin/pages/:id' | '/admin/menus' | '/admin/settings' | '/admin/media' | '/admin/alerts' | '/admin/broadcast';

/**
 * The screens of a site's settings, pages and menus (issue 31), its media library (issue 32), its alerts and
 * its broadcasts to subscribers (issue 33) at their
 * console paths, each with its title: the same in both consoles, each for its own site.
 */
export function siteScreens(site: SiteKey): Record<SitePath, ComponentType> {
  function SitePages() {
    usePageMeta({ title: 'Pages' });
    return <PagesScreen site={site} />;
  }
  function SitePageEdit() {
    const { id } = useParams();
    usePageMeta({ title: id ? 'Edit page' : 'Add page' });
    return <PageEditorScreen key={id ?? 'new'} site={site} id={id} />;
  }
  function SiteMenus() {
    usePageMeta({ title: 'Menus' });
    return <MenusScreen site={site} />;
  }
  function SiteSettings() {
    usePageMeta({ title: 'Site settings' });
    return <SettingsScreen site={site} />;
  }
  function SiteMedia() {
    usePageMeta({ title: 'Media' });
    return <MediaScreen site={site} />;
  }
  function SiteAlerts() {
    usePageMeta({ title: 'Alerts' });
    return <AlertsScreen site={site} />;
  }
  function SiteBroadcast() {
    usePageMeta({ title: 'Broadcast' });
    return <BroadcastScreen site={site} />;
  }
  return {
    '/admin/alerts': SiteAlerts,
    '/admin/broadcast': SiteBroadcast,
    '/admin/media': SiteMedia,
    '/admin/pages': SitePages,
    '/admin/pages/new': SitePageEdit,
    '/admin/pages/:id': SitePageEdit,
    '/admin/menus': SiteMenus,
    '/admin/settings': SiteSettings,
  };
}
