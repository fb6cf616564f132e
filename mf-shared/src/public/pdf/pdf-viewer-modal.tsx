import {
  DownloadOutlined,
  LeftOutlined,
  RightOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, InputNumber, Modal, Space, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { LoadingView, useMediaQuery } from '@school/shared/ui';
import '../public.css';

const PdfDocument = lazy(() => import('./pdf-document'));

/** SPEC.md §9: zoom from 0.6 to 2 in steps of 0.1. */
export const PDF_ZOOM = { min: 0.6, max: 2, step: 0.1 } as const;

const round = (n: number) => Math.round(n * 10) / 10;

export interface PdfViewerModalProps {
  open: boolean;
  /** Absolute URL of the PDF. */
  file: string;
  title: string;
  /** Offered as a download link in the footer; the original file name is kept. */
  downloadName?: string;
  onClose: () => void;
}

/**
 * A PDF preview in a modal: zoom out/in, first/previous/next/last page and a
 * direct page input. react-pdf and the pdf.js worker load only when it opens.
 */
export function PdfViewerModal({ open, file, title, downloadName, onClose }: PdfViewerModalProps) {
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(1);
  const narrow = useMediaQuery('(max-width: 767.98px)');
  const width = narrow ? 300 : 720;

  const go = (n: number) => setPage(Math.min(Math.max(1, n), Math.max(1, pages)));
  const zoom = (delta: number) => setScale((s) => Math.min(PDF_ZOOM.max, Math.max(PDF_ZOOM.min, round(s + delta))));

  const reset = () => {
    setPage(1);
    setScale(1);
    setPages(0);
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      afterClose={reset}
      width={width + 64}
      destroyOnHidden
      footer={
        downloadName ? (
          <a className="pub-button" href={file} download={downloadName}>
            <DownloadOutlined aria-hidden="true" /> Download {downloadName}
          </a>
        ) : null
      }
    >
      <div className="pub-pdf-toolbar" role="toolbar" aria-label="PDF viewer controls">
        <Space wrap>
          <Tooltip title="Zoom out">
            <Button icon={<ZoomOutOutlined />} aria-label="Zoom out" onClick={() => zoom(-PDF_ZOOM.step)} disabled={round(scale - PDF_ZOOM.step) < PDF_ZOOM.min} />
          </Tooltip>
          <span className="pub-pdf-zoom" aria-live="polite" data-testid="pdf-zoom">
            {Math.round(scale * 100)}%
          </span>
          <Tooltip title="Zoom in">
            <Button icon={<ZoomInOutlined />} aria-label="Zoom in" onClick={() => zoom(PDF_ZOOM.step)} disabled={scale >= PDF_ZOOM.max} />
          </Tooltip>
        </Space>
        <Space wrap>
          <Button icon={<StepBackwardOutlined />} aria-label="First page" onClick={() => go(1)} disabled={page <= 1} />
          <Button icon={<LeftOutlined />} aria-label="Previous page" onClick={() => go(page - 1)} disabled={page <= 1} />
          <span className="pub-pdf-pageno">
            <label htmlFor="pdf-page-input">Page</label>
            <InputNumber
              id="pdf-page-input"
              size="small"
              min={1}
              max={Math.max(1, pages)}
              value={page}
              onChange={(v) => typeof v === 'number' && go(v)}
              className="pub-pdf-page-input"
            />
            <span data-testid="pdf-page-count">of {pages || '…'}</span>
          </span>
          <Button icon={<RightOutlined />} aria-label="Next page" onClick={() => go(page + 1)} disabled={page >= pages} />
          <Button icon={<StepForwardOutlined />} aria-label="Last page" onClick={() => go(pages)} disabled={page >= pages} />
        </Space>
      </div>
      <div className="pub-pdf-canvas" data-testid="pdf-canvas" data-page={page}>
        {open && (
          <Suspense fallback={<LoadingView rows={6} />}>
            <PdfDocument file={file} page={page} scale={scale} width={width} onLoaded={setPages} />
          </Suspense>
        )}
      </div>
    </Modal>
  );
}
