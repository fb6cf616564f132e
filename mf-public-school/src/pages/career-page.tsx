import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router-dom';
import { stripHtml, truncate, LoadingView, QueryView, usePageMeta } from '@school/shared/kit';
import { useCareer } from '../features/careers/api/get-career';
import { ApplyForm } from '../features/careers/components/apply-form';
import { CareerDetails } from '../features/careers/components/career-details';
import '../styles/careers.css';

export default function CareerPage() {
  const { id = '' } = useParams();
  const career = useCareer(id);
  usePageMeta({
    title: career.data?.title ?? 'Career',
    description: career.data ? truncate(stripHtml(career.data.careerDesc), 160) : undefined,
  });
  return (
    <div className="pub-container pub-section">
      <Link to="/careers" className="pub-back-link">
        <ArrowLeftOutlined aria-hidden="true" /> Back to careers
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
