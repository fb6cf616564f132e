import { MailOutlined, PhoneOutlined } from '@school/shared/kit';
import { ResponsiveImage } from '@school/shared/public';
import { EmptyView, ErrorView, LoadingView } from '@school/shared/kit';
import { useStaffs } from '../features/staffs/api/get-staffs';
import SchoolContentPage from './content-page';
import '../styles/content.css';
import { usePageText } from '../i18n/pages';

function LocalStaff() {
  const staffs = useStaffs();
  const { t } = usePageText();
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

/** The HA family's staff (SPEC §2.1): the page's blocks (issue 31), then the trust's staff from the API. */
export default function StaffsPage() {
  return <SchoolContentPage after={<LocalStaff />} />;
}
