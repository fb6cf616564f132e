import { DownOutlined } from '@school/shared/kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteMenus, type SiteMenuItem } from '@school/shared/kit';
import { MenuLink } from '@school/shared/public';
import { useText } from '../i18n';

const isActive = (pathname: string, to: string | undefined) => to !== undefined && (to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`));

/** One dropdown: opens on hover, click or keyboard; Escape closes it and returns focus to its button. */
function Dropdown({ section }: { section: SiteMenuItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  // A mouse click on a menu that hovering already opened keeps it open; keyboard and touch toggle it.
  const hovering = useRef(false);
  const { pathname } = useLocation();
  const active = section.children.some((c) => isActive(pathname, c.path));

  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <li
      className={`site-nav-item site-nav-dropdown${active ? ' is-active' : ''}`}
      onMouseEnter={() => {
        hovering.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        hovering.current = false;
        setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className="site-nav-link" aria-expanded={open} aria-controls={id} onClick={(e) => setOpen((o) => (e.detail > 0 && hovering.current ? true : !o))}>
        {section.label} <DownOutlined aria-hidden="true" className="site-nav-caret" />
      </button>
      <ul id={id} className="site-nav-menu" hidden={!open}>
        {section.children.map((c, i) => (
          <li key={`${i}-${c.label}`}>
            <MenuLink link={c} className="site-nav-menu-link" />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The main navigation from 1047 px up, from the site's header menu; below that the mobile menu takes over. */
export function DesktopNav() {
  const { t } = useText();
  const { header } = useSiteMenus();
  return (
    <nav className="site-nav" aria-label={t('header.mainNav')}>
      <ul className="site-nav-list">
        {header.map((s, i) =>
          s.children.length > 0 ? (
            <Dropdown key={`${i}-${s.label}`} section={s} />
          ) : (
            <li key={`${i}-${s.label}`} className="site-nav-item">
              <MenuLink link={s} className="site-nav-link" />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
