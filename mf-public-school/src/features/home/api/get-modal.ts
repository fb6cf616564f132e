import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Modal } from '@school/shared/contract';

export function getModal() {
  return api.get<Modal[]>('/api/modal');
}

export const modalQueryOptions = () => queryOptions({ queryKey: ['modal'], queryFn: getModal });

export function useModal() {
  return useQuery(modalQueryOptions());
}
