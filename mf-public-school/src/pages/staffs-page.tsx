import { MailOutlined, PhoneOutlined } from '@school/shared/kit';
import { PageBanner, ResponsiveImage } from '@school/shared/public';
import { EmptyView, ErrorView, LoadingView, usePageMeta, useInLang } from '@school/shared/kit';
import { OVERSEAS_STAFF } from '../content/hafamily';
import { OVERSEAS_STAFF_NE } from '../content/ne/hafamily';
import { ORG } from '../content/org';
import { ORG_NE } from '../content/ne/org';
import { useStaffs } from '../features/staffs/api/get-staffs';
import { SCHOOL_PAGES } from '@school/shared/contract';
import '../styles/content.css';
import { useText } from '../i18n';

function LocalStaff() {
  const staffs = useStaffs();
  const { t } = useText();
  if (staffs.isPending) return <LoadingView rows={3} count={2} />;
  // SPEC.md §8: the public staff page has its own load-failure text.
  if (staffs.isError) return <ErrorView message={t('staffs.error')} />;
  if (!staffs.data.length) return <EmptyView text={t('staffs.empty')} />;
  return (
    <ul className="staff-grid" data-testid="staff-list">
      {staffs.data.map((s) => (
        <li key={s._id} className="staff-card">
          <ResponsiveImage path={s.image} alt={t('staffs.photo', { name: s.fullName })} width={320} height={174} className="staff-photo" />
          <div className="staff-body">
            <h3 className="staff-name">{s.fullName}</h3>
            <p className="content-role">{s.position}</p>
            <p className="staff-contact">
              <MailOutlined aria-hidden="true" /> <a href={`mailto:${s.email}`}>{s.email}</a>
            </p>
            <p className="staff-contact">
              <PhoneOutlined aria-hidden="true" /> <a href={`tel:${s.phone}`}>{s.phone}</a>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function StaffsPage() {
  const overseasStaff = useInLang(OVERSEAS_STAFF, OVERSEAS_STAFF_NE);
  const org = useInLang(ORG, ORG_NE);
  const { title } = usePageMeta(SCHOOL_PAGES['/hafamily/staffs']);
  const { t } = useText();
  return (
    <>
      <PageBanner title={title ?? ''} crumbs={[{ label: t('menu.HA Family') }]} />
      <section className="pub-container pub-section" aria-labelledby="overseas-title">
        <h2 id="overseas-title" className="pub-section-title">
          {org.overseas}
        </h2>
        <p className="pub-section-lead">{org.overseasAbout}</p>
        <ul className="staff-grid">
          {overseasStaff.map((s) => (
            <li key={s.name} className="staff-card staff-card-plain">
              <div className="content-avatar" aria-hidden="true">
                {s.initials}
              </div>
              <div className="staff-body">
                <h3 className="staff-name">{s.name}</h3>
                <p className="content-role">{s.role}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="pub-section pub-section-alt" aria-labelledby="trust-title">
        <div className="pub-container">
          <h2 id="trust-title" className="pub-section-title">
            {org.trust}
          </h2>
          <p className="pub-section-lead">{org.trustAbout}</p>
          <LocalStaff />
        </div>
      </section>
    </>
  );
}
