import { ClockCircleOutlined } from '@ant-design/icons';
import type { Career } from '@school/shared/contract';
import { formatLongDate, timeRemaining } from '@school/shared/kit';
import { RichText } from './rich-text';

/** The deadline as a long date plus the days and hours remaining (SPEC.md §9). */
export function Deadline({ applyBefore, now }: { applyBefore: string; now?: Date }) {
  const left = timeRemaining(applyBefore, now);
  return (
    <p className="career-deadline">
      <ClockCircleOutlined aria-hidden="true" /> Apply before <strong>{formatLongDate(applyBefore)}</strong>{' '}
      {left ? (
        <span className="career-left">
          ({left.days} day{left.days === 1 ? '' : 's'} and {left.hours} hour{left.hours === 1 ? '' : 's'} remaining)
        </span>
      ) : (
        <span className="career-closed">(Applications closed)</span>
      )}
    </p>
  );
}

export function CareerDetails({ career }: { career: Career }) {
  const facts: [string, string | number][] = [
    ['Category', career.careerCategory],
    ['No. of vacancies', career.noOfVacancy],
    ['Employment type', career.employmentType],
    ['Location', career.location],
    ['Offered salary', career.offeredSalary],
    ['Education level', career.educationLevel],
    ['Experience required', career.experienceRequired],
  ];
  return (
    <article className="career-detail">
      <h1 className="pub-page-title">{career.title}</h1>
      <Deadline applyBefore={career.applyBefore} />
      <dl className="career-facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="career-section-title">Job Specification</h2>
      <RichText html={career.careerSpecs} className="career-rich" />
      <h2 className="career-section-title">Job Description</h2>
      <RichText html={career.careerDesc} className="career-rich" />
      {career.note && (
        <>
          <h2 className="career-section-title">Note</h2>
          <RichText html={career.note} className="career-rich" />
        </>
      )}
    </article>
  );
}
