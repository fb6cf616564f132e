import { NEWS_SECTIONS } from '@school/shared/contract';
import { LeaveGuard, useUnsavedChanges } from '@school/shared/kit';
import { CreateForm } from '@school/shared/admin';
import { useCreateNewsForm, type NewsValues } from '../api/create-news';
import { NewsFields } from './news-fields';

/** /admin/news: the Add News form. Leaving it half-filled asks first. */
export function AddNewsForm() {
  const changes = useUnsavedChanges();
  const create = useCreateNewsForm(() => changes.setDirty(false));
  return (
    <CreateForm<NewsValues>
      {...create.formProps}
      initialValues={{ section: NEWS_SECTIONS[0] }}
      onValuesChange={() => changes.setDirty(true)}
      aria-label="Add News"
      state={create}
      submitText="Add News"
      publishing
    >
      <LeaveGuard changes={changes} />
      <NewsFields mode="add" onImageStatus={create.gate.track('image')} />
    </CreateForm>
  );
}
