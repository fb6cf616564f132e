/** The women's-centre events live on the sub-domain paths of SPEC.md §7. */
export const EVENTS_PATH = '/api/events/sub-domain';
