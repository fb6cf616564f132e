import { Card } from 'antd';
import { usePageMeta } from '@school/shared/kit';
import { ModalForm, ModalPreview, PageHeading } from '@school/shared/admin';
import { CONTENT_RESOURCES as R } from '@school/shared/contract';

/**
 * /admin/modal: the image goes through /api/upload-blur, so the public pop-up
 * can show the blurred thumbnail first. A new modal replaces the old one.
 */
export default function ModalPage() {
  usePageMeta({ title: 'Modal' });
  return (
    <>
      <PageHeading title="Add New Modal" />
      <Card className="admin-section">
        <ModalForm resource={R.womenModal} blur />
      </Card>
      <PageHeading title="Preview" />
      <ModalPreview resource={R.womenModal} blur />
    </>
  );
}
