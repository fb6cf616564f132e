import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './public.css';
import { usePublicText } from './messages';

export interface Crumb {
  label: string;
  to?: string;
}

/** The coloured band at the top of an inner page: its h1 and a breadcrumb trail. */
export function PageBanner({ title, crumbs = [], children }: { title: string; crumbs?: Crumb[]; children?: ReactNode }) {
  const { t } = usePublicText();
  return (
    <div className="pub-banner">
      <div className="pub-container">
        <h1 className="pub-banner-title">{title}</h1>
        {children}
        <nav aria-label={t('banner.breadcrumb')}>
          <ol className="pub-crumbs">
            <li>
              <Link to="/">{t('banner.home')}</Link>
            </li>
            {crumbs.map((c) => (
              <li key={c.label}>{c.to ? <Link to={c.to}>{c.label}</Link> : c.label}</li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
