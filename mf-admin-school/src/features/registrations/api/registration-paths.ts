export const REGISTRATIONS_PATH = '/api/registrations';
export const registrationPath = (id: string) => `${REGISTRATIONS_PATH}/${encodeURIComponent(id)}`;
