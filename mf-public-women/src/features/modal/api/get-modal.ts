import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { Modal } from '@school/shared/types';

/** SPEC.md §3: the list holds at most one modal that matters, the first. */
export const getModal = () => api.get<Modal[]>('/api/modal/sub-domain');

export const modalQueryOptions = () => queryOptions({ queryKey: ['women', 'modal'], queryFn: getModal });

export const useModal = () => useQuery(modalQueryOptions());
