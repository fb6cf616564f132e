import { PageBanner } from '@school/shared/public';
import { LoadingView, QueryView, usePageMeta } from '@school/shared/kit';
import { useCareers } from '../features/careers/api/get-careers';
import { CareerCard } from '../features/careers/components/career-card';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/careers.css';
import { usePageText } from '../i18n/pages';

export default function CareersPage() {
  const { title } = usePageMeta(SCHOOL_PAGES['/careers']);
  const { t } = usePageText();
  const careers = useCareers();
  return (
    <>
      <PageBanner title={title ?? ''} />
      <div className="pub-container pub-section">
        <p className="pub-section-lead">
          {t('pages.careersLead')}
        </p>
        <QueryView query={careers} loading={<LoadingView rows={3} count={2} />} empty={t('careers.empty')}>
          {(items) => (
            <div className="career-grid" data-testid="career-list">
              {items.map((c) => (
                <CareerCard key={c._id} career={c} />
              ))}
            </div>
          )}
        </QueryView>
      </div>
    </>
  );
}
