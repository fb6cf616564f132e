import {
  LeftOutlined,
  RightOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Flex, InputNumber, Modal } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { LoadingView } from '@school/shared/ui';
import type { PdfSource } from './pdf-document';
import './pdf-preview.css';

const PdfDocument = lazy(() => import('./pdf-document'));

/** SPEC.md §9: minus is disabled below 0.6, plus at 2 or more, in steps of 0.1. */
export const ZOOM = { min: 0.6, max: 2, step: 0.1 } as const;
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A PDF preview dialog with zoom and first/previous/next/last page controls and
 * a page input. `file` is a URL, or the bytes of a private document fetched
 * with the admin's token (bytes need no blob: URL, which the CSP keeps out of connect-src).
 */
export function PdfPreview({ file, title, onClose }: { file: PdfSource | null; title: string; onClose: () => void }) {
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(1);
  const go = (n: number) => setPage(Math.min(Math.max(1, n), Math.max(1, pages)));

  return (
    <Modal
      open={file !== null}
      title={title}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      afterClose={() => {
        setPage(1);
        setPages(0);
        setScale(1);
      }}
    >
      <Flex gap={8} wrap justify="space-between" className="pdf-toolbar" role="toolbar" aria-label="PDF controls">
        <Flex gap={8} align="center">
          <Button
            icon={<ZoomOutOutlined />}
            aria-label="Zoom out"
            disabled={round(scale - ZOOM.step) < ZOOM.min}
            onClick={() => setScale(round(scale - ZOOM.step))}
          />
          <span data-testid="pdf-zoom">{Math.round(scale * 100)}%</span>
          <Button
            icon={<ZoomInOutlined />}
            aria-label="Zoom in"
            disabled={scale >= ZOOM.max}
            onClick={() => setScale(round(scale + ZOOM.step))}
          />
        </Flex>
        <Flex gap={8} align="center">
          <Button icon={<StepBackwardOutlined />} aria-label="First page" disabled={page <= 1} onClick={() => go(1)} />
          <Button icon={<LeftOutlined />} aria-label="Previous page" disabled={page <= 1} onClick={() => go(page - 1)} />
          <InputNumber
            aria-label="Page"
            size="small"
            min={1}
            max={Math.max(1, pages)}
            value={page}
            onChange={(v) => typeof v === 'number' && go(v)}
          />
          <span data-testid="pdf-pages">of {pages || '…'}</span>
          <Button icon={<RightOutlined />} aria-label="Next page" disabled={page >= pages} onClick={() => go(page + 1)} />
          <Button icon={<StepForwardOutlined />} aria-label="Last page" disabled={page >= pages} onClick={() => go(pages)} />
        </Flex>
      </Flex>
      <div className="pdf-canvas" data-testid="pdf-canvas">
        {file && (
          <Suspense fallback={<LoadingView rows={6} />}>
            <PdfDocument file={file} page={page} scale={scale} onLoaded={setPages} />
          </Suspense>
        )}
      </div>
    </Modal>
  );
}
