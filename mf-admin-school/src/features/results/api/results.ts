import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RESULTS_ENDPOINTS as E, type CreateExamBody, type PatchExamBody } from '@school/shared/contract';
import { call } from '@school/shared/session';

const EXAMS = ['api', 'exams', 'all'] as const;

/** GET /api/exams/all: every exam of the school's site, published or not (issue 37). */
export const useExams = () => useQuery({ queryKey: EXAMS, queryFn: () => call(E.listAllExams, { query: { site: 'school' } }) });

/** POST /api/exams. */
export function useCreateExam() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: CreateExamBody) => call(E.createExam, { body }), onSuccess: () => client.invalidateQueries({ queryKey: EXAMS }) });
}

/** PATCH /api/exams/:id (publish, unpublish). */
export function usePatchExam() {
  const client = useQueryClient();
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: PatchExamBody }) => call(E.patchExam, { params: { id }, body }), onSuccess: () => client.invalidateQueries({ queryKey: EXAMS }) });
}

/** POST /api/exams/:id/results: the sheet's dry-run report, or with `commit` the import itself. */
export function useImportResults() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file, commit }: { id: string; file: File; commit: boolean }) => {
      const body = new FormData();
      body.append(E.importResults.multipart.field, file);
      return call(E.importResults, { params: { id }, query: commit ? { commit: true } : {} }, { body });
    },
    onSuccess: (report) => (report.committed ? client.invalidateQueries({ queryKey: EXAMS }) : undefined),
  });
}

/** GET /api/exams/:id/results?symbol=: one student's result, for staff (the API audits each search). */
export const useStaffSearch = () => useMutation({ mutationFn: ({ id, symbol }: { id: string; symbol: string }) => call(E.staffResult, { params: { id }, query: { symbol } }) });

/** GET /api/exams/:id/lookups: the exam's public lookups per hour. */
export const useLookupCounts = (id: string | undefined) =>
  useQuery({ queryKey: ['api', 'exams', id, 'lookups'], queryFn: () => call(E.lookupCounts, { params: { id: id ?? '' } }), enabled: id !== undefined, refetchInterval: 60_000 });
