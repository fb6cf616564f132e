import { CONTENT_RESOURCES as R, NEPALI_TEXT_FIELDS, type Notice, type NoticeBody } from '@school/shared/contract';
import { schoolToday } from '@school/shared/kit';
import { nepaliBody, nepaliInitialValues, publishingBody, publishingInitialValues, useCreateForm, type PublishingValues } from '@school/shared/admin';
import { COUNTS_PATH } from '../../../lib/paths';

export interface NoticeValues extends PublishingValues {
  title: string;
  description: string;
  file: string;
  originalFile: string;
  titleNe?: string;
  descriptionNe?: string;
  /** the notice as a web page (issue 32): rich HTML, and its Nepali */
  body?: string;
  ne?: { body?: string };
}

/** The notice's web page as sent: both bodies, '' clearing one (a notice may also be a PDF only). */
const bodies = (v: NoticeValues): Pick<NoticeBody, 'body' | 'ne'> => ({ body: v.body ?? '', ne: { body: v.ne?.body ?? '' } });

/** POST /api/notices {title, description, date (today in the school's zone, Y-M-D), file, originalFile, body, ne: {body}}. */
export const toNoticeBody = (v: NoticeValues, today = schoolToday()): NoticeBody => ({
  title: v.title,
  description: v.description,
  date: today,
  file: v.file || undefined,
  originalFile: v.originalFile || undefined,
  ...bodies(v),
  ...publishingBody(v),
  ...nepaliBody(v, NEPALI_TEXT_FIELDS),
});

/**
 * With `notice`, PUT /api/notices/{id} (issue 14): prefilled title and description; the date stays, and
 * the PDF (with its name) is replaced only when a new one is chosen.
 */
export const useCreateNoticeForm = (notice?: Notice, onDone?: () => void) =>
  useCreateForm<NoticeValues, NoticeBody>({
    endpoints: R.notices,
    successText: notice ? 'Notice Edited Successfully' : 'Notice Added Successfully',
    toBody: (v) => toNoticeBody(v),
    alsoInvalidate: [COUNTS_PATH],
    onDone,
    savedLink: () => '/admin/notices/all',
    edit: notice && {
      id: notice._id,
      values: {
        title: notice.title,
        description: notice.description,
        body: notice.body ?? '',
        ne: { body: notice.ne?.body ?? '' },
        ...publishingInitialValues(notice),
        ...nepaliInitialValues(notice, NEPALI_TEXT_FIELDS),
      },
      // a save on top of someone else's answers 409 (issue 32)
      updatedAt: notice.updatedAt,
      toBody: (v) => ({ title: v.title, description: v.description, file: v.file, originalFile: v.originalFile, ...bodies(v), ...publishingBody(v), ...nepaliBody(v, NEPALI_TEXT_FIELDS) }),
    },
  });
