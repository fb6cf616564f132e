import { ArrowLeftOutlined } from '@school/shared/kit';
import { Link, useParams } from 'react-router-dom';
import { stripHtml, truncate, LoadingView, QueryView, usePageMeta, useLocalized } from '@school/shared/kit';
import { useCareer } from '../features/careers/api/get-career';
import { CareerDetails } from '../features/careers/components/career-details';
import '../styles/careers.css';
import { usePageText } from '../i18n/pages';
import { SCHOOL_PAGES } from '@school/shared/contract';
import { deferredForm } from '@school/shared/public';

/** The server renders the apply form whole; its code (antd's Form, the CV upload) loads when the visitor starts on it. */
const ApplyForm = deferredForm(() => import(/* webpackChunkName: "apply-form" */ '../features/careers/components/apply-form').then((m) => m.ApplyForm));

export default function CareerPage() {
  const { id = '' } = useParams();
  const career = useCareer(id);
  const text = useLocalized();
  const { t } = usePageText();
  usePageMeta({
    title: career.data ? text(career.data, 'title') : SCHOOL_PAGES['/careers/:id'].title,
    ne: career.data ? undefined : SCHOOL_PAGES['/careers/:id'].ne,
    description: career.data ? truncate(stripHtml(text(career.data, 'careerDesc')), 160) : undefined,
  });
  return (
    <div className="pub-container pub-section">
      <Link to="/careers" className="pub-back-link">
        <ArrowLeftOutlined aria-hidden="true" /> {t('careers.back')}
      </Link>
      <QueryView query={career} loading={<LoadingView rows={10} />}>
        {(c) => (
          <div className="career-layout">
            <CareerDetails career={c} />
            <ApplyForm careerTitle={c.title} careerId={c._id} />
          </div>
        )}
      </QueryView>
    </div>
  );
}
