import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@school/shared/session';
import type { WomenModal } from '@school/shared/contract';

/** SPEC.md §3: the list holds at most one modal that matters, the first. */
export const getModal = () => api.get<WomenModal[]>('/api/modal/sub-domain');

export const modalQueryOptions = () => queryOptions({ queryKey: ['women', 'modal'], queryFn: getModal });

export const useModal = () => useQuery(modalQueryOptions());
