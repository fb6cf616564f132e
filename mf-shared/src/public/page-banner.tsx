import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './public.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** The coloured band at the top of an inner page: its h1 and a breadcrumb trail. */
export function PageBanner({ title, crumbs = [], children }: { title: string; crumbs?: Crumb[]; children?: ReactNode }) {
  return (
    <div className="pub-banner">
      <div className="pub-container">
        <h1 className="pub-banner-title">{title}</h1>
        {children}
        <nav aria-label="Breadcrumb">
          <ol className="pub-crumbs">
            <li>
              <Link to="/">Home</Link>
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
