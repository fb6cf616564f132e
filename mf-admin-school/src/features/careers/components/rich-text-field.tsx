// The console's one rich-text editor now lives in mf-shared (issue 32, item 2), shared by both consoles.
export { RichTextField } from '@school/shared/admin';
