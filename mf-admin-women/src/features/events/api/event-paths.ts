/** The women's-centre events live on the sub-domain paths of SPEC.md §7. */
export const EVENTS_PATH = '/api/events/sub-domain';

/** SPEC.md §9: the admin event list shows 10 per page. */
export const EVENTS_PAGE_SIZE = 10;
