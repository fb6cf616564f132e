import { ExportOutlined } from '@school/shared/kit';
import { getRuntimeConfig } from '@school/shared/session';
import { PageBanner } from '@school/shared/public';
import { usePageMeta, usePageOrigin, useInLang, useSiteFacts } from '@school/shared/kit';
import { WOMEN_PAGE } from '../content/women-centre';
import { WOMEN_PAGE_NE } from '../content/ne/women-centre';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/content.css';
import { useText } from '../i18n';

function womenSiteUrl(origin: string): string {
  const { protocol, port } = new URL(origin);
  return `${protocol}//${getRuntimeConfig().womenHost}${port ? `:${port}` : ''}/`;
}

export default function WomenCentrePage() {
  const page = useInLang(WOMEN_PAGE, WOMEN_PAGE_NE);
  const { title } = usePageMeta(SCHOOL_PAGES['/women-centre']);
  const { t } = useText();
  const origin = usePageOrigin();
  const women = useSiteFacts('women');
  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: t('menu.About') }]} />
      <section className="pub-container pub-section">
        <h2 className="pub-section-title">{women.name}</h2>
        {page.intro.map((p) => (
          <p key={p.slice(0, 20)} className="content-lead">
            {p}
          </p>
        ))}
        <div className="content-cards content-cards-4">
          {page.offers.map((o) => (
            <article key={o.title} className="content-card">
              <h3 className="content-card-title">{o.title}</h3>
              <p>{o.text}</p>
            </article>
          ))}
        </div>
        <p className="content-cta">
          <a className="pub-button pub-button-accent" href={womenSiteUrl(origin)}>
            {t('pages.visitWomenCentre')} <ExportOutlined aria-hidden="true" />
          </a>
        </p>
      </section>
    </>
  );
}
