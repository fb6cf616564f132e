import { ExportOutlined } from '@ant-design/icons';
import { getRuntimeConfig } from '@school/shared/session';
import { PageBanner } from '@school/shared/public';
import { usePageMeta, WOMEN_CENTRE } from '@school/shared/kit';
import { WOMEN_PAGE } from '../content/women-centre';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/content.css';

function womenSiteUrl(): string {
  const { protocol, port } = window.location;
  return `${protocol}//${getRuntimeConfig().womenHost}${port ? `:${port}` : ''}/`;
}

export default function WomenCentrePage() {
  usePageMeta(SCHOOL_PAGES['/women-centre']);
  return (
    <>
      <PageBanner title="Women's Centre" crumbs={[{ label: 'About' }]} />
      <section className="pub-container pub-section">
        <h2 className="pub-section-title">{WOMEN_CENTRE.name}</h2>
        {WOMEN_PAGE.intro.map((p) => (
          <p key={p.slice(0, 20)} className="content-lead">
            {p}
          </p>
        ))}
        <div className="content-cards content-cards-4">
          {WOMEN_PAGE.offers.map((o) => (
            <article key={o.title} className="content-card">
              <h3 className="content-card-title">{o.title}</h3>
              <p>{o.text}</p>
            </article>
          ))}
        </div>
        <p className="content-cta">
          <a className="pub-button pub-button-accent" href={womenSiteUrl()}>
            Visit the Women’s Centre website <ExportOutlined aria-hidden="true" />
          </a>
        </p>
      </section>
    </>
  );
}
