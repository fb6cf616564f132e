import { Alert, Button, Form } from 'antd';
import { NEWS_SECTIONS } from '@school/shared/types';
import { useCreateNewsForm, type NewsValues } from '../api/create-news';
import { NewsFields } from './news-fields';

/** /admin/news: the Add News form. */
export function AddNewsForm() {
  const { formProps, gate, mutation, error } = useCreateNewsForm();
  return (
    <Form<NewsValues> {...formProps} initialValues={{ section: NEWS_SECTIONS[0] }} aria-label="Add News">
      {error && <Alert type="error" showIcon title={error} className="admin-form-alert" />}
      <NewsFields mode="add" onImageStatus={gate.track('image')} />
      <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={gate.blocked}>
        Add News
      </Button>
    </Form>
  );
}
