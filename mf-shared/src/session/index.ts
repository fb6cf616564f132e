/**
 * The session entry: shared at run time as a Module Federation singleton, so
 * the shell and whichever remote is mounted use one store and one API client.
 */
export {
  useSessionStore,
  selectShowsAdmin,
  keyedLocalStorage,
  SESSION_DEFAULTS,
  type SessionState,
  type PersistedSession,
  type UserInfo,
} from './store';
export { useDarkMode } from './dark-mode';
export { ApiError } from './api-error';
export { api, apiUrl, call, callFile, callPage, callPageWith, callWith, filledIn, uploadTarget, type CallInput, type ItemOf, type LooseInput } from './api-client';
export {
  getRuntimeConfig,
  setRuntimeConfig,
  setRenderScopeReader,
  renderScopeOf,
  type RenderScope,
  loadRuntimeConfig,
  variantForHost,
  womenSiteHost,
  type RuntimeConfig,
} from './runtime-config';
export { useOfflineCopy } from './offline-copy';
