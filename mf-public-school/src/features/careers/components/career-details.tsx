import { ClockCircleOutlined } from '@school/shared/kit';
import type { Career } from '@school/shared/contract';
import { timeRemaining, useHydrated, useLocalized, SchoolDate } from '@school/shared/kit';
import { RichText } from '@school/shared/public';
import { usePageText } from '../../../i18n/pages';

/** The deadline as a long date plus the days and hours remaining (SPEC.md §9). */
export function Deadline({ applyBefore, now }: { applyBefore: string; now?: Date }) {
  // the hours left change while a rendered page sits in the server's cache: shown once the page runs
  const live = useHydrated() || now !== undefined;
  const { t } = usePageText();
  const left = timeRemaining(applyBefore, now);
  return (
    <p className="career-deadline">
      <ClockCircleOutlined aria-hidden="true" /> {t('careers.applyBefore')} <strong>
        <SchoolDate value={applyBefore} long />
      </strong>{' '}
      {/* its own line, kept empty until the page runs: the text arriving moves nothing below it (CLS) */}
      <span className="career-remaining">
        {!live ? null : left ? (
          <span className="career-left">
            ({t('careers.remaining', { days: t('careers.days', { count: left.days }), hours: t('careers.hours', { count: left.hours }) })})
          </span>
        ) : (
          <span className="career-closed">{t('careers.closed')}</span>
        )}
      </span>
    </p>
  );
}

export function CareerDetails({ career }: { career: Career }) {
  const text = useLocalized();
  const { t } = usePageText();
  const facts: [string, string | number][] = [
    [t('careers.category'), career.careerCategory],
    [t('careers.vacancies'), career.noOfVacancy],
    [t('careers.employment'), career.employmentType],
    [t('careers.location'), career.location],
    [t('careers.salary'), career.offeredSalary],
    [t('careers.education'), career.educationLevel],
    [t('careers.experience'), career.experienceRequired],
  ];
  return (
    <article className="career-detail">
      <h1 className="pub-page-title">{text(career, 'title')}</h1>
      <Deadline applyBefore={career.applyBefore} />
      <dl className="career-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="career-section-title">{t('careers.specification')}</h2>
      <RichText html={text(career, 'careerSpecs')} className="career-rich" headingFloor={3} />
      <h2 className="career-section-title">{t('careers.description')}</h2>
      <RichText html={text(career, 'careerDesc')} className="career-rich" headingFloor={3} />
      {career.note && (
        <>
          <h2 className="career-section-title">{t('careers.note')}</h2>
          <RichText html={career.note} className="career-rich" headingFloor={3} />
        </>
      )}
    </article>
  );
}
