/**
 * The one unit-test harness of the remotes and the shared kit (`@school/shared/build/test`):
 * `renderRemote` mounts a screen as a remote does, `mockApi` answers the API under the real client.
 */
export { ADMIN_USER, fill, fillRich, imageFile, renderRemote, TEST_SITE_FACTS, typeDate, withSiteSettings, type RenderRemoteOptions } from './render';
export { API_BASE, held, listStore, mockApi, putsOf, reply, Reply, takeFixtureProblems, testAnswer, testMediaItem, testNotice, type ApiCall, type Route } from './mock-api';
export { describeCatalog, leaves } from './catalogs';
