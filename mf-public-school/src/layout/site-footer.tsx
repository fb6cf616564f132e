import { EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { getRuntimeConfig } from '@school/shared/session';
import { SCHOOL, WOMEN_CENTRE } from '@school/shared/ui';
import { EXTERNAL_LINKS, USEFUL_LINKS } from './nav-items';

/** The women's-centre site lives on its own host (from runtime config), on this site's port. */
function womenCentreUrl(): string {
  const { protocol, port } = window.location;
  return `${protocol}//${getRuntimeConfig().womenHost}${port ? `:${port}` : ''}/`;
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="pub-container site-footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer-title">
            {SCHOOL.shortName}
          </h2>
          <p>
            A co-educational higher secondary school in Lalitpur, founded in {SCHOOL.founded}, where children from every corner of Nepal
            learn from Nursery to Grade 12, many of them on full scholarships.
          </p>
          <ul className="site-footer-contact">
            <li>
              <EnvironmentOutlined aria-hidden="true" /> {SCHOOL.address}
            </li>
            <li>
              <PhoneOutlined aria-hidden="true" /> {SCHOOL.phones.join(', ')}
            </li>
            <li>
              <MailOutlined aria-hidden="true" /> <a href={`mailto:${SCHOOL.email}`}>{SCHOOL.email}</a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-useful">
          <h2 id="footer-useful" className="site-footer-title">
            Useful Links
          </h2>
          <ul className="site-footer-links">
            {USEFUL_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-external">
          <h2 id="footer-external" className="site-footer-title">
            External Links
          </h2>
          <ul className="site-footer-links">
            <li>
              <a href={womenCentreUrl()}>{WOMEN_CENTRE.name}</a>
            </li>
            {EXTERNAL_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href} target="_blank" rel="noopener noreferrer">
                  {l.label}
                  <span className="site-sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-footer-bottom">
        <div className="pub-container site-footer-bottom-inner">
          <p>
            © {year} {SCHOOL.name}. All rights reserved.
          </p>
          <p>
            <a href="/rss.xml">RSS feed</a> · <a href="/sitemap.xml">Sitemap</a>
          </p>
        </div>
      </div>
    </footer>
  );
}
