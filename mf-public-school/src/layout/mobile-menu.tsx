import { DownOutlined, UpOutlined } from '@school/shared/kit';
import { Drawer } from 'antd';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { isMenuSection, useSiteFacts } from '@school/shared/kit';
import { LanguageSwitch } from '@school/shared/public';
import { NAV } from './nav-items';
import { menuKey, useText } from '../i18n';
import { withAntd } from '@school/shared/kit';

/** The side menu under 1047 px: each section with sub-pages toggles open and closed. */
function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const { t } = useText();
  const school = useSiteFacts();
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={300} title={school.shortName} className="site-mobile-menu">
      <nav aria-label={t('header.mobileNav')}>
        <ul className="site-mobile-list">
          {NAV.map((s) => {
            if (!isMenuSection(s)) {
              return (
                <li key={s.label}>
                  <NavLink to={s.path} end={s.path === '/'} className="site-mobile-link" onClick={onClose}>
                    {t(menuKey(s.label))}
                  </NavLink>
                </li>
              );
            }
            const isOpen = expanded === s.label;
            const id = `mobile-section-${s.label.replace(/\W+/g, '-').toLowerCase()}`;
            return (
              <li key={s.label}>
                <button
                  type="button"
                  className="site-mobile-link site-mobile-toggle"
                  aria-expanded={isOpen}
                  aria-controls={id}
                  onClick={() => setExpanded(isOpen ? null : s.label)}
                >
                  {t(menuKey(s.label))}
                  {isOpen ? <UpOutlined aria-hidden="true" /> : <DownOutlined aria-hidden="true" />}
                </button>
                <ul id={id} className="site-mobile-sub" hidden={!isOpen}>
                  {s.children.map((c) => (
                    <li key={c.path}>
                      <NavLink to={c.path} className="site-mobile-link" onClick={onClose}>
                        {t(menuKey(c.label))}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          <li className="site-mobile-lang">
            <LanguageSwitch />
          </li>
          <li>
            <NavLink to="/registration" className="pub-button pub-button-accent site-mobile-apply" onClick={onClose}>
              {t('header.apply')}
            </NavLink>
          </li>
        </ul>
      </nav>
    </Drawer>
  );
}

export default withAntd(MobileMenu);
