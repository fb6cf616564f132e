import { lazy } from 'react';
import type { PdfViewerModalProps } from './pdf-source';
import { FirstOpened } from '../use-opened-once';

export type { PdfViewerModalProps };

const PdfViewerDialog = lazy(() => import(/* webpackChunkName: "pdf-viewer-dialog" */ './pdf-viewer-dialog'));

/**
 * The PDF viewer in a dialog. Its code (antd's Modal and the viewer's toolbar) is fetched when a file is
 * first opened: `/notice` carried it on its first load for a closed dialog (issue 36).
 */
export function PdfViewerModal(props: PdfViewerModalProps) {
  return (
    <FirstOpened open={props.file !== null}>
      <PdfViewerDialog {...props} />
    </FirstOpened>
  );
}
