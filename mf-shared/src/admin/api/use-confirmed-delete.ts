import { useToast } from '@school/shared/kit';
import { confirmDelete } from '../chrome/confirm';
import { useDeleteItem, type DeleteTarget } from './delete-item';

/**
 * SPEC.md §5 and §8: every delete asks 'Are you sure', then shows its success
 * toast and the list reloads; a failure shows the server's message.
 */
export function useConfirmedDelete(target: DeleteTarget, successText: string, alsoInvalidate: string[] = []) {
  const toast = useToast();
  const mutation = useDeleteItem(target, alsoInvalidate);
  const remove = (id: string, onDone?: () => void) => {
    if (!confirmDelete()) return;
    mutation.mutate(id, {
      onSuccess: () => {
        toast.success(successText);
        onDone?.();
      },
      onError: (e) => toast.error(e.message),
    });
  };
  return { remove, pending: mutation.isPending, pendingId: mutation.isPending ? mutation.variables : undefined };
}
