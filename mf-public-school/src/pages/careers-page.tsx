import { PageBanner } from '@school/shared/public';
import { LoadingView, QueryView, usePageMeta } from '@school/shared/kit';
import { useCareers } from '../features/careers/api/get-careers';
import { CareerCard } from '../features/careers/components/career-card';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/careers.css';

export default function CareersPage() {
  usePageMeta(SCHOOL_PAGES['/careers']);
  const careers = useCareers();
  return (
    <>
      <PageBanner title="Careers" />
      <div className="pub-container pub-section">
        <p className="pub-section-lead">
          We look for teachers and staff who care about children as much as about their subject. Choose a position to read the details
          and apply online.
        </p>
        <QueryView query={careers} loading={<LoadingView rows={3} count={2} />} empty="Sorry, there are no positions available at this time....">
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
