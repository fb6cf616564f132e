import { PageBanner } from '@school/shared/public';
import { usePageMeta, useInLang } from '@school/shared/kit';
import { HONORARY } from '../content/hafamily';
import { HONORARY_NE } from '../content/ne/hafamily';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/content.css';
import { useText } from '../i18n';

export default function HonoraryPage() {
  const honorary = useInLang(HONORARY, HONORARY_NE);
  const { title } = usePageMeta(SCHOOL_PAGES['/hafamily/honorary']);
  const { t } = useText();
  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: t('menu.HA Family') }]} />
      <div className="pub-container pub-section">
        <p className="content-lead">{honorary.intro}</p>
        <p className="content-placeholder">{honorary.placeholder}</p>
      </div>
    </>
  );
}
