import { MailOutlined, PhoneOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { WOMEN_CENTRE } from '@school/shared/ui';

const USEFUL_LINKS = [
  { to: '/about', label: 'About the Centre' },
  { to: '/clinic', label: 'Women’s Health Clinic' },
  // SPEC.md §2.3 names /gallery/albums here; that path redirects to /gallery on this host.
  { to: '/gallery', label: 'Photo Albums' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/admin/login', label: 'Staff Login' },
];

const EXTERNAL_LINKS = [
  { href: 'https://www.neb.gov.np/', label: 'National Examinations Board' },
  { href: 'https://mohp.gov.np/', label: 'Ministry of Health and Population' },
  { href: 'https://www.who.int/news-room/fact-sheets/detail/cervical-cancer', label: 'WHO: Cervical cancer facts' },
  { href: 'https://www.ugcnepal.edu.np/', label: 'University Grants Commission' },
];

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="w-footer">
      <div className="w-container w-footer-grid">
        <div>
          <h2 className="w-footer-title">
            {WOMEN_CENTRE.name}
          </h2>
          <p>
            A women-only college and community centre in Lalitpur offering Law, Culinary Arts and Medical Studies
            programmes, full scholarships for selected students, and a free women’s health clinic.
          </p>
          <address className="w-footer-contact">
            <span>
              <EnvironmentOutlined aria-hidden="true" /> {WOMEN_CENTRE.address}
            </span>
            <a href={`tel:${WOMEN_CENTRE.phone.replace(/[^+\d]/g, '')}`}>
              <PhoneOutlined aria-hidden="true" /> {WOMEN_CENTRE.phone}
            </a>
            <a href={`mailto:${WOMEN_CENTRE.email}`}>
              <MailOutlined aria-hidden="true" /> {WOMEN_CENTRE.email}
            </a>
          </address>
        </div>
        <nav aria-labelledby="footer-useful">
          <h2 id="footer-useful" className="w-footer-title">
            Useful Links
          </h2>
          <ul className="w-footer-links">
            {USEFUL_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-external">
          <h2 id="footer-external" className="w-footer-title">
            External Links
          </h2>
          <ul className="w-footer-links">
            {EXTERNAL_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href} target="_blank" rel="noopener noreferrer">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="w-copyright">
        © <span data-testid="copyright-year">{year}</span> {WOMEN_CENTRE.name}. All rights reserved.
      </p>
    </footer>
  );
}
