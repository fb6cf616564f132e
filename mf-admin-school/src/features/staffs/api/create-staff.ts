import type { StaffBody } from '@school/shared/contract';
import { useCreateForm } from '@school/shared/admin';
import { COUNTS_PATH } from '../../../lib/paths';
import { STAFFS_PATH } from './staffs-path';

export type StaffValues = StaffBody;

/** POST /api/staffs; the staff list and the dashboard counts reload, and the dialog closes. */
export const useCreateStaffForm = (onDone: () => void) =>
  useCreateForm<StaffValues, StaffBody>({
    path: STAFFS_PATH,
    successText: 'Staff Added Successfully',
    alsoInvalidate: [COUNTS_PATH],
    toBody: (v) => ({ image: v.image, fullName: v.fullName, email: v.email, position: v.position, phone: v.phone }),
    onDone,
  });
