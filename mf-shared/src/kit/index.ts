// The design kit: used by every remote and compiled into each. No API paths and no SPEC wording live here;
// callers pass paths and texts in. It may read the session (API client, runtime config), nothing else of ours.
// The consoles' antd providers; the public sites' PublicProvider loads antd only inside an AntdScope.
export { KitProvider } from './providers';
export { TOAST_CONFIG, FORM_CONFIG } from './kit-config';
export { PublicProvider } from './public-provider';
export { AntdScope, withAntd } from './antd-scope';
export { AntdSettingsContext, type AntdSettings } from './antd-theme-context';
export { ToastContext, type ToastApi, type ToastArgs } from './toast-context';
export { appTheme, BRAND_PRIMARY } from './theme';
export { useToast } from './use-toast';
export { LoadingView, ErrorView, EmptyView, QueryView } from './state-views';
export { usePageMeta, type PageMeta } from './page-title';
export { UploadField, useUploadGate, type UploadFieldProps, type UploadStatus } from './upload-field';
export { SiteContext, siteSettingsQuery, useSiteFacts, telHref, taglineOf, type LocalFacts, type SiteFacts, type SiteKey, type SiteSource } from './site';
export { siteMenusQuery, useSiteMenus, type SiteMenus, type SiteMenuItem, type SiteMenuLink } from './site-menus';
export { siteAlertsQuery, useSiteAlerts, type SiteAlert } from './site-alerts';
export { useMediaQuery } from './use-media-query';
export { FirstOpened } from './use-opened-once';
export { KitImage, KitPreviewGroup, type KitImageProps, type KitPreviewGroupProps } from './image-viewer';
export { useLateValidation } from './late-validation';
export { LeaveGuard, useUnsavedChanges, LEAVE_WARNING, type UnsavedChanges } from './leave-guard';
export { RemoteApp, createQueryClient, type AppProvider } from './remote-app';
export { DataRouter } from './data-router';
export { PageRoot } from './page-root';
export { ServerRenderContext, SERVER_STATE_ID, HydratedMark, usePageOrigin, useHydrated, type ServerRender, type ServerState, type SentError } from './server-render';
export { ClickToLoad, type ClickToLoadProps } from './click-to-load';
export { YouTubePlayer } from './youtube-player';
// The one renderer of rich text (issue 32): the public pages and the console's preview show it alike.
export { RichText, useRichHtml, type RichTextOptions } from './rich-text/rich-text';
export { prefetchRoute, matchRouteEntry, type RouteEntry } from './route-prefetch';
export { menuLinks, type MenuRoute, type MenuLink } from './route-menu';
// Dates in the school's zone, counts, text and image-variant helpers.
export * from './format';
export * from './format/school-time';
// Bikram Sambat beside AD (issue 13): conversion, text, and the public pages' <SchoolDate>.
export * from './format/bikram-sambat';
export { SchoolDate, type SchoolDateProps } from './school-date';
// The one PDF viewer (see pdf/index.ts).
export * from './pdf';
// Offline: the forms' notice and the state of the connection (issue 13).
export { OfflineFormNotice, useOnline, failedOffline, OFFLINE_FORM_NOTICE, OFFLINE_SEND_FAIL } from './offline';
// The public sites' language, read from the URL (`/ne/…` is Nepali).
export { LANGS, DEFAULT_LANG, LANG_PREFIX, LangContext, langFromPath, stripLang, withLang, useLang, type Lang } from './lang';
// Content in both languages: an item's Nepali text (`titleNe`, …) on Nepali pages, else its English.
export { localized, localizedLang, inLang, type Translated } from './localized';
export { useLocalized, useInLang } from './use-localized';
// Light on data: Save-Data and slow connections (issue 13).
export { DataSaverContext, useDataSaver, connectionSaveData, serverSaveData, SLOW_CONNECTIONS } from './data-saver';
export { useAfterLoad, whenLoadedAndIdle, type AfterLoadOptions } from './use-after-load';
// The public sites' texts in two languages: catalogs, their preload, the hook.
export { defineCatalog, preloadCatalogs, useMessages, textOf, type Catalog, type Messages, type MessageKey, type Translation, type TFn, type TextVars } from './i18n';
export { KIT_MESSAGES } from './messages';
export * from './icons';
