import { createQueryClient } from '@school/shared/ui';

/** Module-level so the route table can prefetch the home page's data before it renders. */
export const queryClient = createQueryClient();
