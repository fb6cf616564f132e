import type { News } from '@school/shared/types';
import { useCreateForm } from '@school/shared/admin';
import { useSessionStore } from '@school/shared/session';
import { COUNTS_PATH } from '../../../lib/paths';
import { NEWS_PATH } from './news-paths';

export interface NewsValues {
  title: string;
  author: string;
  description: string;
  section: string;
  image?: string;
}

export type NewsBody = NewsValues & { user: string; image: string };

export const toNewsBody = (values: NewsValues, user: string): NewsBody => ({
  user,
  title: values.title,
  author: values.author,
  description: values.description,
  section: values.section,
  image: values.image ?? '',
});

/** POST /api/news; the news lists and the dashboard counts reload. */
export function useCreateNewsForm(onDone?: () => void) {
  const user = useSessionStore((s) => s.userInfo?._id ?? '');
  return useCreateForm<NewsValues, NewsBody>({
    path: NEWS_PATH,
    successText: 'News Added Successfully',
    toBody: (v) => toNewsBody(v, user),
    alsoInvalidate: [COUNTS_PATH],
    onDone,
  });
}

export type { News };
