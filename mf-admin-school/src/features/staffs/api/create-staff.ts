import { CONTENT_RESOURCES as R, type Staff, type StaffBody } from '@school/shared/contract';
import { useCreateForm } from '@school/shared/admin';
import { COUNTS_PATH } from '../../../lib/paths';

export type StaffValues = StaffBody;

/**
 * POST /api/staffs; the staff list and the dashboard counts reload, and the dialog closes. With `staff`,
 * PUT /api/staffs/{id} (issue 14), prefilled; the image is kept unless a new one is chosen.
 */
export const useCreateStaffForm = (onDone: () => void, staff?: Staff) =>
  useCreateForm<StaffValues, StaffBody>({
    endpoints: R.staffs,
    successText: staff ? 'Staff Edited Successfully' : 'Staff Added Successfully',
    edit: staff && {
      id: staff._id,
      values: { fullName: staff.fullName, email: staff.email, position: staff.position, phone: staff.phone },
    },
    alsoInvalidate: [COUNTS_PATH],
    toBody: (v) => ({ image: v.image, fullName: v.fullName, email: v.email, position: v.position, phone: v.phone }),
    onDone,
  });
