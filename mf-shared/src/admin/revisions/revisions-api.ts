import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@school/shared/session';
import { PREVIEWABLE, REVISION_ENDPOINTS as E, type Previewable } from '@school/shared/contract';

/*
 * The history and preview calls of an item's edit screen (issue 32), through the contract's declared
 * endpoints: its kept versions, one of them whole, its restore, and a preview link.
 */

/** The item resources that keep revisions, each with its three calls. */
const CALLS = {
  news: [E.newsRevisions, E.newsRevision, E.restoreNewsRevision],
  notices: [E.noticeRevisions, E.noticeRevision, E.restoreNoticeRevision],
  events: [E.eventRevisions, E.eventRevision, E.restoreEventRevision],
  'events/sub-domain': [E.womenEventRevisions, E.womenEventRevision, E.restoreWomenEventRevision],
  careers: [E.careerRevisions, E.careerRevision, E.restoreCareerRevision],
  pages: [E.pageRevisions, E.pageRevision, E.restorePageRevision],
} as const;

export type RevisionResource = keyof typeof CALLS;

export const isPreviewable = (r: RevisionResource): r is Previewable => PREVIEWABLE.some((p) => p === r);

const keys = {
  list: (resource: RevisionResource, id: string) => ['api', resource, id, 'revisions'],
  one: (resource: RevisionResource, id: string, rev: string) => ['api', resource, id, 'revisions', rev],
};

export function useRevisions(resource: RevisionResource, id: string, enabled: boolean) {
  return useQuery({ queryKey: keys.list(resource, id), queryFn: () => call(CALLS[resource][0], { params: { id } }), enabled });
}

export function useRevision(resource: RevisionResource, id: string, rev: string | null) {
  return useQuery({
    queryKey: keys.one(resource, id, rev ?? ''),
    queryFn: () => call(CALLS[resource][1], { params: { id, rev: rev ?? '' } }),
    enabled: rev !== null,
  });
}

/** Restores a version; then everything the console shows is read again (the item, its list, its history). */
export function useRestoreRevision(resource: RevisionResource, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rev: string) => call(CALLS[resource][2], { params: { id, rev } }),
    onSuccess: () => client.invalidateQueries(),
  });
}

export function useCreatePreviewLink(resource: Previewable, id: string) {
  return useMutation({ mutationFn: (expiresInHours: number) => call(E.createPreviewLink, { body: { resource, id, expiresInHours } }) });
}

export function useRevokePreviewLink() {
  return useMutation({ mutationFn: (linkId: string) => call(E.deletePreviewLink, { params: { id: linkId } }) });
}
