import { useConfirmedDelete } from '@school/shared/admin';
import { REGISTRATIONS_PATH } from './registration-paths';

/** DELETE /api/registrations/{id} with 'Are you sure'; the registrations list reloads. */
export const useDeleteRegistration = () => useConfirmedDelete(REGISTRATIONS_PATH, 'Registration Deleted Successfully');
