import type { NoticeBody } from '@school/shared/contract';
import { schoolToday } from '@school/shared/kit';
import { publishingBody, useCreateForm, type PublishingValues } from '@school/shared/admin';
import { COUNTS_PATH } from '../../../lib/paths';
import { NOTICES_PATH } from './notices-path';

export interface NoticeValues extends PublishingValues {
  title: string;
  description: string;
  file: string;
  originalFile: string;
}

/** POST /api/notices {title, description, date (today in the school's zone, Y-M-D), file, originalFile}. */
export const toNoticeBody = (v: NoticeValues, today = schoolToday()): NoticeBody => ({
  title: v.title,
  description: v.description,
  date: today,
  file: v.file,
  originalFile: v.originalFile,
  ...publishingBody(v),
});

export const useCreateNoticeForm = () =>
  useCreateForm<NoticeValues, NoticeBody>({
    path: NOTICES_PATH,
    successText: 'Notice Added Successfully',
    toBody: (v) => toNoticeBody(v),
    alsoInvalidate: [COUNTS_PATH],
  });
