import { pathWith, STAFF_ENDPOINTS as E } from '@school/shared/contract';

/** The registrations' paths, the contract's: the console's query keys and deletes are keyed by them. */
export const REGISTRATIONS_PATH = E.listRegistrations.path;
export const registrationPath = (id: string) => pathWith(E.getRegistration.path, { id });
