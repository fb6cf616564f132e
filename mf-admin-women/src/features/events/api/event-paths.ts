/** The women's-centre events live on the sub-domain paths of SPEC.md §7. */
export const EVENTS_PATH = '/api/events/sub-domain';
/** The console's list: every event, drafts and scheduled ones too. */
export const EVENTS_ALL_PATH = '/api/events/sub-domain/all';
