import { deferredForm } from '../deferred-form/deferred-form';

/**
 * The contact form of both sites as the pages show it: the server renders it whole, and its code (antd's Form
 * among it) is fetched when the visitor starts on it (issue 36, item 1; see `deferredForm`).
 */
export const ContactForm = deferredForm(() => import(/* webpackChunkName: "contact-form" */ './contact-form').then((m) => m.ContactForm));
