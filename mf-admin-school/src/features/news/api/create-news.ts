import { CONTENT_ENDPOINTS as E, NEPALI_TEXT_FIELDS, type NewsInput } from '@school/shared/contract';
import { nepaliBody, publishingBody, useCreateForm, type PublishingValues } from '@school/shared/admin';
import { COUNTS_PATH } from '../../../lib/paths';

export interface NewsValues extends PublishingValues {
  title: string;
  author: string;
  description: string;
  section: NewsInput['section'];
  image?: string;
  titleNe?: string;
  descriptionNe?: string;
}

/**
 * The body the news forms send, typed by the contract: SPEC.md §7 lists a `user` field, which the API
 * ignores (the author of record is the token's user), so it is not sent.
 */
export const toNewsBody = (values: NewsValues): NewsInput => ({
  title: values.title,
  author: values.author,
  description: values.description,
  section: values.section,
  image: values.image ?? '',
  ...publishingBody(values),
  ...nepaliBody(values, NEPALI_TEXT_FIELDS),
});

/** POST /api/news; the news lists and the dashboard counts reload. */
export function useCreateNewsForm(onDone?: () => void) {
  return useCreateForm<NewsValues, NewsInput>({
    endpoints: { create: E.createNews },
    successText: 'News Added Successfully',
    toBody: toNewsBody,
    alsoInvalidate: [COUNTS_PATH],
    onDone,
    savedLink: (n) => `/admin/news/${n._id}/edit`,
  });
}
