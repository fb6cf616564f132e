import { PageBanner } from '@school/shared/public';
import { usePageMeta } from '@school/shared/kit';
import { HONORARY } from '../content/hafamily';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/content.css';

export default function HonoraryPage() {
  usePageMeta(SCHOOL_PAGES['/hafamily/honorary']);
  return (
    <>
      <PageBanner title="Honorary Advisors" crumbs={[{ label: 'HA Family' }]} />
      <div className="pub-container pub-section">
        <p className="content-lead">{HONORARY.intro}</p>
        <p className="content-placeholder">{HONORARY.placeholder}</p>
      </div>
    </>
  );
}
