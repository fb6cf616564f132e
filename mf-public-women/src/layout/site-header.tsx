import { CloseOutlined, EnvironmentOutlined, FacebookFilled, MenuOutlined, PhoneOutlined, YoutubeFilled } from '@school/shared/kit';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from '@school/shared/session';
import { telHref, useMediaQuery, useSiteFacts, useSiteMenus } from '@school/shared/kit';
import { LanguageSwitch, MenuLink } from '@school/shared/public';
import { BrandMark } from './brand-mark';
import { useText } from '../i18n';

/** SPEC.md §2.3: the header's social links, each shown when the settings give its address. */
const SOCIAL = [
  { key: 'facebook', Icon: FacebookFilled },
  { key: 'youtube', Icon: YoutubeFilled },
] as const;

/** SPEC.md §9: the public menu slides out below 1047 px. */
const NARROW = '(max-width: 1046.98px)';

function AccountLink() {
  const signedIn = useSessionStore((s) => !!s.userInfo);
  const setAdminMode = useSessionStore((s) => s.setAdminMode);
  const navigate = useNavigate();
  const { t } = useText();
  if (!signedIn) return <Link to="/admin/login">{t('header.login')}</Link>;
  // A signed-in admin viewing the site goes back to the console (DESIGN.md §1, mode switches).
  return (
    <button
      type="button"
      className="w-linklike"
      onClick={() => {
        navigate('/admin/carousel');
        setAdminMode(true);
      }}
    >
      {t('header.console')}
    </button>
  );
}

export function SiteHeader() {
  const { t } = useText();
  const women = useSiteFacts();
  // SPEC.md §2.3: the public navigation, from the site's header menu (issue 31); it has one level, so
  // a dropdown's links stand in the row in its place
  const { header } = useSiteMenus();
  const nav = header.flatMap((item) => (item.children.length > 0 ? item.children : [item]));
  const narrow = useMediaQuery(NARROW);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname, narrow]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const phone = women.phones[0] ?? '';

  return (
    <header className="w-header">
      <a className="w-skip" href="#main">
        {t('header.skip')}
      </a>
      <div className="w-topbar">
        <div className="w-container w-topbar-inner">
          <ul className="w-social" aria-label={t('header.social')}>
            {SOCIAL.filter(({ key }) => women.social[key]).map(({ key, Icon }) => (
              <li key={key}>
                <a href={women.social[key]} target="_blank" rel="noopener noreferrer" aria-label={t(`header.${key}`)}>
                  <Icon aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
          {phone && (
            <a className="w-topbar-item" href={telHref(phone)}>
              <PhoneOutlined aria-hidden="true" /> {phone}
            </a>
          )}
          <span className="w-topbar-item w-topbar-location">
            <EnvironmentOutlined aria-hidden="true" /> {women.address}
          </span>
          <LanguageSwitch className="w-lang-switch" />
          <span className="w-topbar-item w-topbar-login">
            <AccountLink />
          </span>
        </div>
      </div>
      <div className="w-navbar">
        <div className="w-container w-navbar-inner">
          <Link to="/" className="w-brand">
            <BrandMark />
            <span className="w-brand-name">{women.name}</span>
          </Link>
          {/* Under 1047 px (layout.css) the toggle shows and the navigation becomes a slide-out menu: a CSS
              media query rather than this component's state, so the server-rendered page already has the
              phone layout and nothing moves when the page hydrates (issue 12's CLS). */}
          <button
            ref={toggleRef}
            type="button"
            className="w-menu-toggle"
            aria-expanded={open}
            aria-controls="w-main-nav"
            aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setOpen(!open)}
          >
            {open ? <CloseOutlined aria-hidden="true" /> : <MenuOutlined aria-hidden="true" />}
          </button>
          <nav id="w-main-nav" aria-label={t('header.mainNav')} className={`w-nav w-nav-slide${open ? ' is-open' : ''}`} data-testid="main-nav">
            <ul>
              {nav.map((l, i) => (
                <li key={`${i}-${l.label}`}>
                  <MenuLink link={l} />
                </li>
              ))}
            </ul>
          </nav>
          {narrow && open && <button type="button" className="w-nav-backdrop" aria-label={t('header.closeMenu')} tabIndex={-1} onClick={() => setOpen(false)} />}
        </div>
      </div>
    </header>
  );
}
