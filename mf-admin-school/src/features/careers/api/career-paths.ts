export const CAREERS_PATH = '/api/careers';
export const careerPath = (id: string) => `${CAREERS_PATH}/${encodeURIComponent(id)}`;
