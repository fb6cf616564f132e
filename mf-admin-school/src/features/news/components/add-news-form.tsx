import { Alert, Button, Form } from 'antd';
import { NEWS_SECTIONS } from '@school/shared/contract';
import { LeaveGuard, useUnsavedChanges } from '@school/shared/kit';
import { useCreateNewsForm, type NewsValues } from '../api/create-news';
import { NewsFields } from './news-fields';

/** /admin/news: the Add News form. Leaving it half-filled asks first. */
export function AddNewsForm() {
  const changes = useUnsavedChanges();
  const { formProps, gate, mutation, error } = useCreateNewsForm(() => changes.setDirty(false));
  return (
    <Form<NewsValues>
      {...formProps}
      initialValues={{ section: NEWS_SECTIONS[0] }}
      onValuesChange={() => changes.setDirty(true)}
      aria-label="Add News"
    >
      <LeaveGuard changes={changes} />
      {error && <Alert type="error" showIcon title={error} className="admin-form-alert" />}
      <NewsFields mode="add" onImageStatus={gate.track('image')} />
      <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={gate.blocked}>
        Add News
      </Button>
    </Form>
  );
}
