import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { isMenuSection, SCHOOL } from '@school/shared/kit';
import { NAV } from './nav-items';

/** The side menu under 1047 px: each section with sub-pages toggles open and closed. */
export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={300} title={SCHOOL.shortName} className="site-mobile-menu">
      <nav aria-label="Mobile">
        <ul className="site-mobile-list">
          {NAV.map((s) => {
            if (!isMenuSection(s)) {
              return (
                <li key={s.label}>
                  <NavLink to={s.path} end={s.path === '/'} className="site-mobile-link" onClick={onClose}>
                    {s.label}
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
                  {s.label}
                  {isOpen ? <UpOutlined aria-hidden="true" /> : <DownOutlined aria-hidden="true" />}
                </button>
                <ul id={id} className="site-mobile-sub" hidden={!isOpen}>
                  {s.children.map((c) => (
                    <li key={c.path}>
                      <NavLink to={c.path} className="site-mobile-link" onClick={onClose}>
                        {c.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          <li>
            <NavLink to="/registration" className="pub-button pub-button-accent site-mobile-apply" onClick={onClose}>
              Apply Now
            </NavLink>
          </li>
        </ul>
      </nav>
    </Drawer>
  );
}
