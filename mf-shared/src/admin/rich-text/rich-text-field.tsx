import './rich-text.css';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

/** tiptap is loaded only when a form shows an editor: its own chunk, so no other screen carries it. */
const RichTextEditor = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ './rich-text-editor'));

/**
 * The console's one rich-text field (issue 32, item 2), a form control (value/onChange) around the
 * lazily loaded editor: the bodies of news, events, notices, careers and pages' text blocks.
 */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Input active block className="rte-loading" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** A BilingualField's `editor`: the rich-text field for the English and the Nepali text. */
export const richTextEditor = (label: string, lang: 'en' | 'ne') => <RichTextField label={label} lang={lang} />;
