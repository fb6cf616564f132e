import { ArrowLeftOutlined } from '@ant-design/icons';
import { useParams } from 'react-router-dom';
import { QueryView, usePageMeta } from '@school/shared/kit';
import { PageHeading } from '@school/shared/admin';
import { useRegistration } from '../../features/registrations/api/get-registration';
import { RegistrationDetail } from '../../features/registrations/components/registration-detail';

/** /admin/home/registration/{id}. */
export default function RegistrationPage() {
  usePageMeta({ title: 'Registration' });
  const { id = '' } = useParams();
  const query = useRegistration(id);
  return (
    <>
      <PageHeading title="Registration" links={[{ to: '/admin/home', label: 'Back', icon: <ArrowLeftOutlined /> }]} />
      <QueryView query={query}>{(r) => <RegistrationDetail registration={r} />}</QueryView>
    </>
  );
}
