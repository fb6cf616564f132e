import { Card } from 'antd';
import { usePageMeta } from '@school/shared/kit';
import { ModalForm, ModalPreview, PageHeading } from '@school/shared/admin';

const MODAL_PATH = '/api/modal';

export default function ModalPage() {
  usePageMeta({ title: 'Modal' });
  return (
    <>
      <PageHeading title="Add New Modal" />
      <Card className="admin-section">
        <ModalForm path={MODAL_PATH} />
      </Card>
      <PageHeading title="Preview" level={2} />
      <ModalPreview path={MODAL_PATH} />
    </>
  );
}
