import { useItem } from '@school/shared/admin';
import type { Registration } from '@school/shared/contract';
import { registrationPath } from './registration-paths';

/** GET /api/registrations/{id} (auth). */
export const useRegistration = (id: string) => useItem<Registration>(registrationPath(id));
