import type { ReactNode } from 'react';
import { EnvironmentOutlined, MailOutlined, PhoneOutlined, telHref, toNepaliDigits } from '@school/shared/kit';
import { Link } from 'react-router-dom';
import './site-footer.css';
import { usePublicText } from '../messages';
import { SubscribeBox } from '../subscribe/subscribe-box';

export interface FooterLink {
  label: string;
  /** An in-site route, rendered as a router link. */
  to?: string;
  /** Another site; opens in a new tab unless `sameTab`. */
  href?: string;
  sameTab?: boolean;
}

export interface SiteFooterProps {
  /** The organisation's name, on the copyright line. */
  name: string;
  /** The first column's heading; the name when not given. */
  heading?: string;
  about: ReactNode;
  address: string;
  phones: string[];
  email: string;
  usefulLinks: FooterLink[];
  externalLinks: FooterLink[];
  /** Extra links in the bottom bar, such as the RSS feed and sitemap. */
  bottomLinks?: FooterLink[];
}

function FooterAnchor({ link }: { link: FooterLink }) {
  const { t } = usePublicText();
  if (link.to) return <Link to={link.to}>{link.label}</Link>;
  if (link.sameTab) return <a href={link.href}>{link.label}</a>;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label}
      <span className="pub-footer-sr-only"> {t('footer.newTab')}</span>
    </a>
  );
}

function FooterNav({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="pub-footer-title">
        {title}
      </h2>
      <ul className="pub-footer-links">
        {links.map((l) => (
          <li key={l.to ?? l.href}>
            <FooterAnchor link={l} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The public footer of both sites: about and contact, useful links, external links, and the copyright with
 * the current year (SPEC §2.1). Each site sets its colours through the `--pub-footer-*` custom properties.
 */
export function SiteFooter({ name, heading = name, about, address, phones, email, usefulLinks, externalLinks, bottomLinks = [] }: SiteFooterProps) {
  const year = new Date().getFullYear();
  const { t, lang } = usePublicText();
  return (
    <footer className="pub-footer">
      <div className="pub-footer-grid">
        {/* not a landmark: a page's own region may carry the same name (the women's welcome block does) */}
        <div>
          <h2 className="pub-footer-title">
            {heading}
          </h2>
          <p>{about}</p>
          <address className="pub-footer-contact">
            <span>
              <EnvironmentOutlined aria-hidden="true" /> {address}
            </span>
            <span>
              <PhoneOutlined aria-hidden="true" />{' '}
              {phones.map((p, i) => (
                <span key={p}>
                  {i > 0 && ', '}
                  <a href={telHref(p)}>{p}</a>
                </span>
              ))}
            </span>
            <span>
              <MailOutlined aria-hidden="true" /> <a href={`mailto:${email}`}>{email}</a>
            </span>
          </address>
        </div>
        <FooterNav id="footer-useful" title={t('footer.useful')} links={usefulLinks} />
        <FooterNav id="footer-external" title={t('footer.external')} links={externalLinks} />
        <SubscribeBox />
      </div>
      <div className="pub-footer-bottom">
        <p>
          © <span data-testid="copyright-year">{lang === 'ne' ? toNepaliDigits(year) : year}</span> {name}. {t('footer.rights')}
        </p>
        {bottomLinks.length > 0 && (
          <p>
            {bottomLinks.map((l, i) => (
              <span key={l.to ?? l.href}>
                {i > 0 && ' · '}
                <FooterAnchor link={{ ...l, sameTab: true }} />
              </span>
            ))}
          </p>
        )}
      </div>
    </footer>
  );
}
