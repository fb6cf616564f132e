// The one rich editor (issue 32, item 2), for the features besides careers that write rich text (a notice's
// body). It lives with careers for now; when it moves into the shared kit, only this line changes.
export { RichTextField } from '../features/careers/components/rich-text-field';
