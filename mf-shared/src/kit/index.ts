// The design kit: used by every remote and compiled into each. No API paths and no SPEC wording live here;
// callers pass paths and texts in. It may read the session (API client, runtime config), nothing else of ours.
export { KitProvider, TOAST_CONFIG } from './providers';
export { appTheme, BRAND_PRIMARY } from './theme';
export { useToast } from './use-toast';
export { LoadingView, ErrorView, EmptyView, QueryView } from './state-views';
export { usePageMeta, SITE_NAME, SITE_TAGLINE, SITE_KEYWORDS, type PageMeta } from './page-title';
export { UploadField, useUploadGate, type UploadFieldProps, type UploadStatus } from './upload-field';
export { SCHOOL, WOMEN_CENTRE } from './site';
export { useMediaQuery } from './use-media-query';
export { useLateValidation } from './late-validation';
export { LeaveGuard, useUnsavedChanges, LEAVE_WARNING, type UnsavedChanges } from './leave-guard';
export { RemoteApp, createQueryClient } from './remote-app';
export { ClickToLoad, type ClickToLoadProps } from './click-to-load';
export { prefetchRoute, matchRouteEntry, type RouteEntry } from './route-prefetch';
export { menuLinks, menuTree, linksTo, isMenuSection, type MenuRoute, type MenuLink, type MenuSection, type MenuEntry } from './route-menu';
// Dates in the school's zone, counts, text and image-variant helpers.
export * from './format';
// The one PDF viewer (see pdf/index.ts).
export * from './pdf';
// Offline: the forms' notice and the state of the connection (issue 13).
export { OfflineFormNotice, useOnline, failedOffline, OFFLINE_FORM_NOTICE, OFFLINE_SEND_FAIL } from './offline';
