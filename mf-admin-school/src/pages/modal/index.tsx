import { Card } from 'antd';
import { usePageMeta } from '@school/shared/kit';
import { ModalForm, ModalPreview, PageHeading } from '@school/shared/admin';
import { CONTENT_RESOURCES as R } from '@school/shared/contract';


export default function ModalPage() {
  usePageMeta({ title: 'Modal' });
  return (
    <>
      <PageHeading title="Add New Modal" />
      <Card className="admin-section">
        <ModalForm resource={R.modal} />
      </Card>
      <PageHeading title="Preview" level={2} />
      <ModalPreview resource={R.modal} />
    </>
  );
}
