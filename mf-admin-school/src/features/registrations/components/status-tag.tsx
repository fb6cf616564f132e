import { Tag } from 'antd';
import type { RegistrationStatus } from '@school/shared/contract';

export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  interview: 'Interview',
  admitted: 'Admitted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/**
 * A registration's status. The colour is a dot beside the word (registration.css); the text
 * keeps the theme's text colour, so it reads in both themes whatever the dot's colour.
 */
export function StatusTag({ status }: { status: RegistrationStatus }) {
  return (
    <Tag className={`reg-status reg-status-${status}`} data-testid="status-tag">
      {STATUS_LABELS[status] ?? status}
    </Tag>
  );
}
