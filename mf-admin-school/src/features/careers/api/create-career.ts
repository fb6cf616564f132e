import { useCreateItem } from '@school/shared/admin';
import { CONTENT_ENDPOINTS as E } from '@school/shared/contract';

/** POST /api/careers; the response is the created career, and the careers list reloads. */
export const useCreateCareer = () => useCreateItem(E.createCareer);
