import { useConfirmedDelete } from '@school/shared/admin';
import { CAREERS_PATH } from './career-paths';

/** DELETE /api/careers/{id} after 'Are you sure'. */
export const useDeleteCareer = () => useConfirmedDelete(CAREERS_PATH, 'Career Deleted Successfully');
