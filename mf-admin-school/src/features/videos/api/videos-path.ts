export const VIDEOS_PATH = '/api/gallery/videos';
