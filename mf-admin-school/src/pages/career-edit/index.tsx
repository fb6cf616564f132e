import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useParams } from 'react-router-dom';
import { QueryView, usePageMeta } from '@school/shared/kit';
import { PageHeading, RevisionTools } from '@school/shared/admin';
import { useCareer } from '../../features/careers/api/get-career';
import { EditCareerForm } from '../../features/careers/components/edit-career-form';

/** /admin/careers/{id}: the career view, loaded by id, as an edit form. */
export default function CareerEditPage() {
  usePageMeta({ title: 'Edit Career' });
  const { id = '' } = useParams();
  const query = useCareer(id);
  return (
    <>
      <PageHeading title="Edit Career" links={[{ to: '/admin/careers', label: 'Back', icon: <ArrowLeftOutlined /> }]} />
      <Card>
        <QueryView query={query}>
          {(career) => (
            <>
              <RevisionTools resource="careers" item={career} />
              <EditCareerForm key={career.updatedAt} career={career} />
            </>
          )}
        </QueryView>
      </Card>
    </>
  );
}
