import { useConfirmedDelete } from '@school/shared/admin';
import { STAFF_ENDPOINTS as E } from '@school/shared/contract';

/** DELETE /api/registrations/{id} with 'Are you sure'; the registrations list reloads. */
export const useDeleteRegistration = () => useConfirmedDelete(E.deleteRegistration, 'Registration Deleted Successfully');
