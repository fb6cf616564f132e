import { useConfirmedDelete } from '@school/shared/admin';
import { ENDPOINTS as E } from '@school/shared/contract';

/** DELETE /api/contact/messages/{id} after 'Are you sure'. */
export const useDeleteMessage = () => useConfirmedDelete(E.deleteContactMessage, 'Message Deleted Successfully');

/** DELETE /api/careers/applications/{id} after 'Are you sure'. */
export const useDeleteApplication = () => useConfirmedDelete(E.deleteApplication, 'Application Deleted Successfully');
