import { STAFF_ENDPOINTS as E } from '@school/shared/contract';

/** The contact messages' path, the contract's (their query keys, mark-read and delete are keyed by it). */
export const MESSAGES_PATH = E.listContactMessages.path;
export const APPLICATIONS_PATH = '/api/careers/applications';
export const INBOX_PAGE_SIZE = 20;
