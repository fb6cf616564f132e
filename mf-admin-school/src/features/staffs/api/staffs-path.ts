export const STAFFS_PATH = '/api/staffs';
