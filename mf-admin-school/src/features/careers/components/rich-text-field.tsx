import './careers.css';
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

/** tiptap is loaded only when a career form shows an editor. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** A form control (value/onChange) around the lazily loaded editor. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Input active block className="rte-loading" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
