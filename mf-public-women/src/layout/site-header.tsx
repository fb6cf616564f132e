import { CloseOutlined, EnvironmentOutlined, FacebookFilled, MenuOutlined, PhoneOutlined, YoutubeFilled } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from '@school/shared/session';
import { menuLinks, useMediaQuery, WOMEN_CENTRE } from '@school/shared/kit';
import { SITE_ROUTE_DATA } from '../routes.data';
import { BrandMark } from './brand-mark';

/** SPEC.md §9: the public menu slides out below 1047 px. */
const NARROW = '(max-width: 1046.98px)';

/** SPEC.md §2.3: the public navigation, read from the route table. */
const NAV = menuLinks(SITE_ROUTE_DATA);

function AccountLink() {
  const signedIn = useSessionStore((s) => !!s.userInfo);
  const setAdminMode = useSessionStore((s) => s.setAdminMode);
  const navigate = useNavigate();
  if (!signedIn) return <Link to="/admin/login">Login</Link>;
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
      Console
    </button>
  );
}

export function SiteHeader() {
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

  const phoneHref = `tel:${WOMEN_CENTRE.phone.replace(/[^+\d]/g, '')}`;

  return (
    <header className="w-header">
      <a className="w-skip" href="#main">
        Skip to main content
      </a>
      <div className="w-topbar">
        <div className="w-container w-topbar-inner">
          <ul className="w-social" aria-label="Social media">
            <li>
              <a href={WOMEN_CENTRE.facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook (opens in a new tab)">
                <FacebookFilled aria-hidden="true" />
              </a>
            </li>
            <li>
              <a href={WOMEN_CENTRE.youtube} target="_blank" rel="noopener noreferrer" aria-label="YouTube (opens in a new tab)">
                <YoutubeFilled aria-hidden="true" />
              </a>
            </li>
          </ul>
          <a className="w-topbar-item" href={phoneHref}>
            <PhoneOutlined aria-hidden="true" /> {WOMEN_CENTRE.phone}
          </a>
          <span className="w-topbar-item w-topbar-location">
            <EnvironmentOutlined aria-hidden="true" /> {WOMEN_CENTRE.address}
          </span>
          <span className="w-topbar-item w-topbar-login">
            <AccountLink />
          </span>
        </div>
      </div>
      <div className="w-navbar">
        <div className="w-container w-navbar-inner">
          <Link to="/" className="w-brand">
            <BrandMark />
            <span className="w-brand-name">{WOMEN_CENTRE.name}</span>
          </Link>
          {narrow && (
            <button
              ref={toggleRef}
              type="button"
              className="w-menu-toggle"
              aria-expanded={open}
              aria-controls="w-main-nav"
              aria-label={open ? 'Close menu' : 'Open menu'}
              onClick={() => setOpen(!open)}
            >
              {open ? <CloseOutlined aria-hidden="true" /> : <MenuOutlined aria-hidden="true" />}
            </button>
          )}
          <nav
            id="w-main-nav"
            aria-label="Main"
            className={`w-nav${narrow ? ' w-nav-slide' : ''}${open ? ' is-open' : ''}`}
            data-testid="main-nav"
          >
            <ul>
              {NAV.map((l) => (
                <li key={l.path}>
                  <NavLink to={l.path} end={l.path === '/'}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {narrow && open && <button type="button" className="w-nav-backdrop" aria-label="Close menu" tabIndex={-1} onClick={() => setOpen(false)} />}
        </div>
      </div>
    </header>
  );
}
