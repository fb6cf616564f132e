import { useConfirmedDelete } from '@school/shared/admin';
import { APPLICATIONS_PATH, MESSAGES_PATH } from './inbox-paths';

/** DELETE /api/contact/messages/{id} after 'Are you sure'. */
export const useDeleteMessage = () => useConfirmedDelete(MESSAGES_PATH, 'Message Deleted Successfully');

/** DELETE /api/careers/applications/{id} after 'Are you sure'. */
export const useDeleteApplication = () => useConfirmedDelete(APPLICATIONS_PATH, 'Application Deleted Successfully');
