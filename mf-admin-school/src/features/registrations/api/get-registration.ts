import { useQuery } from '@tanstack/react-query';
import { resourceKey } from '@school/shared/admin';
import { STAFF_ENDPOINTS as E } from '@school/shared/contract';
import { call } from '@school/shared/session';
import { registrationPath } from './registration-paths';

/** GET /api/registrations/{id} (auth), keyed as every console item is (its path, then 'item'). */
export const useRegistration = (id: string) =>
  useQuery({ queryKey: [...resourceKey(registrationPath(id)), 'item'], queryFn: () => call(E.getRegistration, { params: { id } }) });
