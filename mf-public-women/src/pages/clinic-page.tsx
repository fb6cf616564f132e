import { cloneElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EnvironmentOutlined, HeartOutlined, MessageOutlined, SafetyCertificateOutlined, telHref, useLang, useSiteFacts } from '@school/shared/kit';
import { BrochuresBlock, PageBanner, PageBlocks, blockText, pageQuery, useRichText, useContentPageMeta } from '@school/shared/public';
import { elementsOf } from '../features/home/components/home-blocks';
import WomenContentPage, { WOMEN_SLOTS } from './content-page';
import { IconCards } from '../components/icon-cards';
import '../features/clinic/components/clinic.css';
import { useText } from '../i18n';

/** The services' icons, in the cards' order (screening, maternal health, counselling, outreach in the demo). */
const ICONS = [<SafetyCertificateOutlined key="screening" />, <HeartOutlined key="maternal" />, <MessageOutlined key="counselling" />, <EnvironmentOutlined key="outreach" />];

type Element = ReturnType<typeof elementsOf>[number];

/** An element of the rich text (its heading) with the id that names its section, and a class. */
const named = (e: Element | undefined, id: string, className?: string) => e && cloneElement(e, { id, className });

const heading = (elements: Element[]) => elements.find((e) => e.type === 'h2');

/**
 * The centre's clinic (SPEC §2.3): the `/clinic` page's blocks and head (issue 31). Its first rich text is the
 * introduction, its second the opening hours (with the centre's phone from its settings), its cards the
 * services and its brochures the documents, in tabs on wide screens. Blocks staff add besides follow them.
 */
export default function ClinicPage() {
  const lang = useLang();
  const { t } = useText();
  const phone = useSiteFacts().phones[0] ?? '';
  const page = useQuery({ ...pageQuery('women', '/clinic'), retryOnMount: false });
  useContentPageMeta(page.data);
  const blocks = page.data?.blocks ?? [];
  const [intro, hours] = blocks.filter((b) => b.type === 'richText');
  const services = blocks.find((b) => b.type === 'cards');
  const brochures = blocks.find((b) => b.type === 'brochures');
  const rest = blocks.filter((b) => b !== intro && b !== hours && b !== services && b !== brochures);
  const introElements = elementsOf(useRichText(intro));
  const hoursElements = elementsOf(useRichText(hours));
  // unpublished or deleted: the site's 404 page, as for any path with no page
  if (page.isError) return <WomenContentPage />;
  return (
    <main id="main">
      <PageBanner title={t('clinic.banner')} />
      <section className="w-section" aria-labelledby={heading(introElements) ? 'clinic-about' : undefined}>
        <div className="w-container">
          <div className="w-clinic-intro">
            <div>
              {introElements.map((e) => (e.type === 'h2' ? named(e, 'clinic-about', 'w-section-title') : cloneElement(e, { className: 'w-prose' })))}
            </div>
            <aside className="w-clinic-hours" aria-labelledby={heading(hoursElements) ? 'clinic-hours' : undefined}>
              {hoursElements.map((e) => (e.type === 'h2' ? named(e, 'clinic-hours') : e))}
              {phone && (
                <p>
                  {t('clinic.callBefore')}
                  <a href={telHref(phone)}>{phone}</a>
                  {t('clinic.callAfter')}
                </p>
              )}
            </aside>
          </div>
          {services && (
            <IconCards items={services.items} icons={ICONS} className="w-services" label={t('clinic.services')} testId="clinic-services" />
          )}
        </div>
      </section>
      {brochures && (
        <section className="w-section w-section-alt" aria-labelledby={brochures.title ? 'brochures-title' : undefined}>
          <div className="w-container">
            {brochures.title && (
              <h2 id="brochures-title" className="w-section-title">
                {blockText(brochures.title, brochures.ne?.title, lang)}
              </h2>
            )}
            <BrochuresBlock block={brochures} lang={lang} />
          </div>
        </section>
      )}
      {rest.length > 0 && <PageBlocks blocks={rest} slots={WOMEN_SLOTS} />}
    </main>
  );
}
