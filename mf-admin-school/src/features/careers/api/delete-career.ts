import { useConfirmedDelete } from '@school/shared/admin';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';

/** DELETE /api/careers/{id} after 'Are you sure'. */
export const useDeleteCareer = () => useConfirmedDelete(E.deleteCareer, 'Career Deleted Successfully');
