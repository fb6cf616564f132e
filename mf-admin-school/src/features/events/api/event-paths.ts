/** GET (auth, admin list with isOutdated), POST and DELETE `/{id}`. */
export const EVENTS_PATH = '/api/events';
