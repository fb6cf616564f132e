import { DownOutlined, UpOutlined } from '@school/shared/kit';
import { Drawer } from 'antd';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useSiteFacts, useSiteMenus } from '@school/shared/kit';
import { LanguageSwitch, MenuLink } from '@school/shared/public';
import { useText } from '../i18n';
import { withAntd } from '@school/shared/kit';

/** The side menu under 1047 px, from the site's header menu: each section with sub-pages toggles open and closed. */
function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const { t } = useText();
  const school = useSiteFacts();
  const { header } = useSiteMenus();
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={300} title={school.shortName} className="site-mobile-menu">
      <nav aria-label={t('header.mobileNav')}>
        <ul className="site-mobile-list">
          {header.map((s, i) => {
            const key = `${i}-${s.label}`;
            if (s.children.length === 0) {
              return (
                <li key={key}>
                  <MenuLink link={s} className="site-mobile-link" onClick={onClose} />
                </li>
              );
            }
            const isOpen = expanded === key;
            const id = `mobile-section-${i}`;
            return (
              <li key={key}>
                <button
                  type="button"
                  className="site-mobile-link site-mobile-toggle"
                  aria-expanded={isOpen}
                  aria-controls={id}
                  onClick={() => setExpanded(isOpen ? null : key)}
                >
                  {s.label}
                  {isOpen ? <UpOutlined aria-hidden="true" /> : <DownOutlined aria-hidden="true" />}
                </button>
                <ul id={id} className="site-mobile-sub" hidden={!isOpen}>
                  {s.children.map((c, j) => (
                    <li key={`${j}-${c.label}`}>
                      <MenuLink link={c} className="site-mobile-link" onClick={onClose} />
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
