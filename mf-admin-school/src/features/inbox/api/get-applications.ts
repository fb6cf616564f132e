import { useList } from '@school/shared/admin';
import type { JobApplication } from '@school/shared/contract';
import { APPLICATIONS_PATH } from './inbox-paths';

/** GET /api/careers/applications (auth). */
export const useApplications = () => useList<JobApplication[]>(APPLICATIONS_PATH);
