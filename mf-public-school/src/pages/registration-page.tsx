import { PageBanner } from '@school/shared/public';
import { SCHOOL, usePageMeta } from '@school/shared/kit';
import { RegistrationForm } from '../features/registration/components/registration-form';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/forms.css';

export default function RegistrationPage() {
  usePageMeta(SCHOOL_PAGES['/registration']);
  return (
    <>
      <PageBanner title="Apply Now" crumbs={[{ label: 'Admission' }]} />
      <div className="pub-container pub-section form-page">
        <div className="form-intro">
          <h2 className="pub-section-title">Admission application</h2>
          <p>
            Fill in the form below to apply for admission for the coming academic session. Please keep a scanned copy of the last
            marksheet and a recent passport-size photo ready; applicants for Grade 11 should also attach their character certificate.
          </p>
          <p>
            Our admissions office will call you within a week to arrange an entrance interview. For help, call{' '}
            <a href={`tel:${SCHOOL.phones[0].replace(/[^+\d]/g, '')}`}>{SCHOOL.phones[0]}</a> or write to{' '}
            <a href={`mailto:${SCHOOL.email}`}>{SCHOOL.email}</a>.
          </p>
        </div>
        <RegistrationForm />
      </div>
    </>
  );
}
