import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

export function getModal() {
  return call(E.listModal, { query: {} });
}

export const modalQueryOptions = () => queryOptions({ queryKey: ['modal'], queryFn: getModal });

export function useModal() {
  return useQuery(modalQueryOptions());
}
