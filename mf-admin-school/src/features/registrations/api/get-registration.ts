import { itemQueryOptions, useItem } from '@school/shared/admin';
import type { Registration } from '@school/shared/contract';
import { registrationPath } from './registration-paths';

export const registrationQueryOptions = (id: string) => itemQueryOptions<Registration>(registrationPath(id));

/** GET /api/registrations/{id} (auth). */
export const useRegistration = (id: string) => useItem<Registration>(registrationPath(id));
