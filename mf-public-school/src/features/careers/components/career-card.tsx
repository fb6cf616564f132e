import { CalendarOutlined, EnvironmentOutlined, TeamOutlined } from '@school/shared/kit';
import { Link } from 'react-router-dom';
import type { Career } from '@school/shared/contract';
import { useLocalized, SchoolDate } from '@school/shared/kit';
import { usePageText } from '../../../i18n/pages';

export function CareerCard({ career }: { career: Career }) {
  const { t } = usePageText();
  const title = useLocalized()(career, 'title');
  return (
    <article className="career-card">
      <p className="career-category">{career.careerCategory}</p>
      <h2 className="career-card-title">
        <Link to={`/careers/${career._id}`}>{title}</Link>
      </h2>
      <ul className="career-card-facts">
        <li>
          <EnvironmentOutlined aria-hidden="true" /> {career.location}
        </li>
        <li>
          <TeamOutlined aria-hidden="true" /> {t('careers.vacancy', { count: Number(career.noOfVacancy) })} · {career.employmentType}
        </li>
        <li>
          <CalendarOutlined aria-hidden="true" /> {t('careers.applyBefore')} <SchoolDate value={career.applyBefore} />
        </li>
      </ul>
      <Link to={`/careers/${career._id}`} className="pub-button" aria-label={t('careers.viewApplyTitle', { title })}>
        {t('careers.viewApply')}
      </Link>
    </article>
  );
}
