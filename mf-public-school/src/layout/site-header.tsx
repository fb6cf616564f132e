import { MenuOutlined } from '@school/shared/kit';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSiteFacts } from '@school/shared/kit';
import { LanguageSwitch } from '@school/shared/public';
import { Crest } from './crest';
import { ContactBar } from './contact-bar';
import { DesktopNav } from './desktop-nav';
import { useText } from '../i18n';

// Both drawers (and antd's Drawer) load on first use, not with the page.
const NoticesDrawer = lazy(() => import('./notices-drawer'));
const MobileMenu = lazy(() => import('./mobile-menu'));

type Panel = 'notices' | 'menu' | null;

export function SiteHeader() {
  const { t } = useText();
  const school = useSiteFacts();
  const [panel, setPanel] = useState<Panel>(null);
  const [used, setUsed] = useState<{ notices: boolean; menu: boolean }>({ notices: false, menu: false });
  const show = (p: Exclude<Panel, null>) => {
    setUsed((u) => ({ ...u, [p]: true }));
    setPanel(p);
  };
  const close = () => setPanel(null);

  return (
    <header className="site-header">
      <ContactBar onOpenNotices={() => show('notices')} />
      <div className="site-mainbar">
        <div className="pub-container site-mainbar-inner">
          <Link to="/" className="site-brand">
            <Crest />
            <span className="site-brand-text">
              <span className="site-brand-name">{school.name}</span>
              <span className="site-brand-motto">{school.motto}</span>
            </span>
          </Link>
          <DesktopNav />
          <LanguageSwitch className="site-lang-switch" />
          <button type="button" className="site-menu-button" aria-label={t('header.openMenu')} aria-haspopup="dialog" onClick={() => show('menu')}>
            <MenuOutlined aria-hidden="true" />
          </button>
        </div>
      </div>
      <Suspense fallback={null}>
        {used.notices && <NoticesDrawer open={panel === 'notices'} onClose={close} />}
        {used.menu && <MobileMenu open={panel === 'menu'} onClose={close} />}
      </Suspense>
    </header>
  );
}
