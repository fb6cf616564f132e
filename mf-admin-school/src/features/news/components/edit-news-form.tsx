import { Button, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { thumbOf, KitImage, LeaveGuard, useLateValidation, useToast, useUnsavedChanges, useUploadGate } from '@school/shared/kit';
import { EditingBanner, itemKey, nepaliInitialValues, publishingInitialValues, StaleSaveAlert, useEditTogether } from '@school/shared/admin';
import { apiUrl } from '@school/shared/session';
import { CONTENT_ENDPOINTS as E, NEPALI_TEXT_FIELDS, NEWS_SECTIONS, PRESCHOOL_EDIT_SPELLING, type News } from '@school/shared/contract';
import { toNewsBody, type NewsValues } from '../api/create-news';
import { useUpdateNews } from '../api/update-news';
import { NewsFields } from './news-fields';

/** /admin/news/{id}/edit: success goes to /admin/news/all with 'News Edited Successfully' (SPEC.md §4). */
export function EditNewsForm({ news }: { news: News }) {
  const [form] = Form.useForm<NewsValues>();
  const late = useLateValidation();
  const gate = useUploadGate();
  const toast = useToast();
  const navigate = useNavigate();
  const client = useQueryClient();
  const update = useUpdateNews(news._id, news.updatedAt);
  const changes = useUnsavedChanges();
  // editing together (issue 32, item 6): who else has it open; the form waits for 'Take over'
  const { presence, stale } = useEditTogether('news', news._id, update.error);

  const onFinish = (values: NewsValues) => {
    late.markTried();
    // No new upload keeps the current image.
    const body = toNewsBody({ ...values, image: values.image || news.image });
    update.mutate(body, {
      onSuccess: () => {
        // Reset the details and update states: the next edit loads afresh.
        client.removeQueries({ queryKey: itemKey(E.getAnyNews, news._id) });
        update.reset();
        // Saved: going back to the list must not ask about unsaved changes.
        changes.setDirty(false);
        toast.success('News Edited Successfully');
        navigate('/admin/news/all');
      },
    });
  };

  return (
    <Form<NewsValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={() => changes.setDirty(true)}
      {...late.formProps}
      initialValues={{
        title: news.title,
        author: news.author,
        description: news.description,
        section: news.section === PRESCHOOL_EDIT_SPELLING ? NEWS_SECTIONS[0] : news.section,
        ...publishingInitialValues(news),
        ...nepaliInitialValues(news, NEPALI_TEXT_FIELDS),
      }}
      aria-label="Edit News"
      disabled={presence.held}
    >
      <LeaveGuard changes={changes} />
      <EditingBanner presence={presence} />
      <StaleSaveAlert message={update.error?.message} stale={stale} onReload={() => void client.resetQueries({ queryKey: itemKey(E.getAnyNews, news._id) })} />
      {news.image && (
        <Form.Item label="Current image">
          <KitImage src={apiUrl(thumbOf(news.image))} alt={news.title} width={160} />
        </Form.Item>
      )}
      <NewsFields mode="edit" onImageStatus={gate.track('image')} />
      <Button type="primary" htmlType="submit" loading={update.isPending} disabled={gate.blocked || presence.held}>
        Update News
      </Button>
    </Form>
  );
}
