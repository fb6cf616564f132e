import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PUBLIC_CONTENT_ENDPOINTS as E } from '@school/shared/contract';

/** SPEC.md §3: the list holds at most one modal that matters, the first. */
export const getModal = () => call(E.listWomenModal, { query: {} });

export const modalQueryOptions = () => queryOptions({ queryKey: ['women', 'modal'], queryFn: getModal });

export const useModal = () => useQuery(modalQueryOptions());
