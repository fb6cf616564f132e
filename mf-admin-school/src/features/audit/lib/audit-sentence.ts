import type { AuditEntry } from '@school/shared/contract';

/**
 * What a person calls each kind of item the audit log names (the API's resource: the path after
 * /api up to the id). The order is the kind filter's.
 */
export const AUDIT_KINDS: Array<[resource: string, noun: string]> = [
  ['news', 'news item'],
  ['notices', 'notice'],
  ['events', 'event'],
  ['events/sub-domain', "women's-centre event"],
  ['carousel', 'slide'],
  ['carousel/sub-domain', "women's-centre slide"],
  ['modal', 'pop-up'],
  ['modal/sub-domain', "women's-centre pop-up"],
  ['gallery/albums', 'album'],
  ['gallery', "women's-centre album"],
  ['gallery/videos', 'video'],
  ['staffs', 'staff profile'],
  ['teams', 'team member'],
  ['testimonials/students', 'student testimonial'],
  ['testimonials/visitors', 'visitor testimonial'],
  ['testimonials', "women's-centre testimonial"],
  ['downloads', 'download'],
  ['careers', 'career'],
  ['careers/applications', 'job application'],
  ['registrations', 'registration'],
  ['contact/messages', 'contact message'],
  ['users', 'user'],
  ['upload', 'file'],
  ['uploads', 'set of images'],
  ['upload-blur', 'pop-up image'],
];

const NOUNS = new Map(AUDIT_KINDS);

const VERBS: Record<string, string> = { POST: 'added', PUT: 'edited', PATCH: 'edited', DELETE: 'deleted' };

/** 'Maya edited the event "Open day" (title, date)': who did what to which item, and which fields an edit changed. */
export function auditSentence(e: AuditEntry): string {
  if (e.resource === 'users/password') return `${e.userName} changed their password`;
  if (e.resource === 'upload' || e.resource === 'uploads' || e.resource === 'upload-blur') return `${e.userName} uploaded a ${NOUNS.get(e.resource)}`;
  const noun = NOUNS.get(e.resource) ?? e.resource;
  const verb = VERBS[e.method] ?? e.method.toLowerCase();
  const label = e.label ? ` "${e.label}"` : '';
  const fields = e.fields.length > 0 ? ` (${e.fields.join(', ')})` : '';
  return `${e.userName} ${verb} the ${noun}${label}${fields}`;
}
