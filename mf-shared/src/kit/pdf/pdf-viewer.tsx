import {
  DownloadOutlined,
  LeftOutlined,
  RightOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '../icons';
import { Alert, Button, InputNumber, Space, Tooltip } from 'antd';
import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { LoadingView } from '../state-views';
import { useMediaQuery } from '../use-media-query';
import { useHydrated } from '../server-render';
import { PDF_ZOOM, type PdfDownload, type PdfSource } from './pdf-source';
import './pdf.css';
import { useMessages } from '../i18n';
import { KIT_MESSAGES } from '../messages';
import { withAntd } from '../antd-scope';

const PdfDocument = lazy(() => import('./pdf-document'));

const round = (n: number) => Math.round(n * 10) / 10;

/** Catches what react-pdf or the chunk load throws, so a bad file never takes the remote down. */
class PdfBoundary extends Component<{ fallback: ReactNode; onError: (e: Error) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The Download control: a link when the file has a URL, a button when it must be fetched. */
function PdfDownloadButtonParts({ download, primary = true }: { download: PdfDownload; primary?: boolean }) {
  const type = primary ? 'primary' : 'default';
  const { t } = useMessages(KIT_MESSAGES);
  if (download.href) {
    return (
      <Button type={type} href={download.href} download={download.name} icon={<DownloadOutlined />}>
        {t('pdf.download', { name: download.name })}
      </Button>
    );
  }
  return (
    <Button type={type} onClick={download.onClick} icon={<DownloadOutlined />}>
      {t('pdf.download', { name: download.name })}
    </Button>
  );
}

function CannotPreview({ download }: { download?: PdfDownload }) {
  const { t } = useMessages(KIT_MESSAGES);
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="pdf-viewer-failed"
      title={t('pdf.cannotPreview')}
      description={download ? <PdfDownloadButton download={download} primary={false} /> : undefined}
    />
  );
}

export interface PdfViewerProps {
  file: PdfSource;
  /** Names the controls' toolbar for screen readers. */
  title: string;
  /** Offered when the file cannot be previewed (the modal also shows it in its footer). */
  download?: PdfDownload;
  /** Page width at zoom 100 % on wide screens (narrow screens use 300 px). */
  pageWidth?: number;
  /** Inside a dialog the canvas takes the height left over; inline it keeps its own. */
  fill?: boolean;
}

/**
 * The one PDF viewer of the product (SPEC.md §9): zoom out/in from 0.6 to 2 in steps of 0.1,
 * first/previous/next/last page and a page input. react-pdf and pdf.js load only when it is
 * shown. A file that is not a readable PDF shows 'This file cannot be previewed' and the download.
 */
function PdfViewerParts({ file, title, download, pageWidth = 720, fill = false }: PdfViewerProps) {
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(1);
  const [failed, setFailed] = useState(false);
  const { t } = useMessages(KIT_MESSAGES);
  const inputId = useId();
  const live = useHydrated();
  const narrow = useMediaQuery('(max-width: 767.98px)');
  const width = narrow ? 300 : pageWidth;

  const go = (n: number) => setPage(Math.min(Math.max(1, n), Math.max(1, pages)));
  const zoom = (delta: number) => setScale((s) => Math.min(PDF_ZOOM.max, Math.max(PDF_ZOOM.min, round(s + delta))));
  const fail = (error: Error) => {
    // Logged for whoever looks into it; the visitor or admin sees the message and the download.
    console.warn('PDF preview failed:', error.message);
    setFailed(true);
  };
  const off = failed || !pages;

  return (
    <div className={fill ? 'pdf-viewer pdf-viewer-fill' : 'pdf-viewer'} data-testid="pdf-viewer">
      <div className="pdf-viewer-toolbar" role="toolbar" aria-label={t('pdf.controls', { title })}>
        <Space wrap>
          <Tooltip title={t('pdf.zoomOut')}>
            <Button icon={<ZoomOutOutlined />} aria-label={t('pdf.zoomOut')} onClick={() => zoom(-PDF_ZOOM.step)} disabled={failed || round(scale - PDF_ZOOM.step) < PDF_ZOOM.min} />
          </Tooltip>
          <span className="pdf-viewer-zoom" aria-live="polite" data-testid="pdf-zoom">
            {Math.round(scale * 100)}%
          </span>
          <Tooltip title={t('pdf.zoomIn')}>
            <Button icon={<ZoomInOutlined />} aria-label={t('pdf.zoomIn')} onClick={() => zoom(PDF_ZOOM.step)} disabled={failed || scale >= PDF_ZOOM.max} />
          </Tooltip>
        </Space>
        <Space wrap>
          <Button icon={<StepBackwardOutlined />} aria-label={t('pdf.firstPage')} onClick={() => go(1)} disabled={off || page <= 1} />
          <Button icon={<LeftOutlined />} aria-label={t('pdf.previousPage')} onClick={() => go(page - 1)} disabled={off || page <= 1} />
          <span className="pdf-viewer-pageno">
            <label htmlFor={inputId}>{t('pdf.page')}</label>
            <InputNumber
              id={inputId}
              size="small"
              min={1}
              max={Math.max(1, pages)}
              value={page}
              disabled={off}
              onChange={(v) => typeof v === 'number' && go(v)}
              className="pdf-viewer-page-input"
            />
            <span data-testid="pdf-page-count">{t('pdf.of', { pages: pages || '…' })}</span>
          </span>
          <Button icon={<RightOutlined />} aria-label={t('pdf.nextPage')} onClick={() => go(page + 1)} disabled={off || page >= pages} />
          <Button icon={<StepForwardOutlined />} aria-label={t('pdf.lastPage')} onClick={() => go(pages)} disabled={off || page >= pages} />
        </Space>
      </div>
      {/* Scrolls both ways; the page is centred by auto margins, so a zoomed page can be scrolled to its left edge. */}
      <div className="pdf-viewer-canvas" data-testid="pdf-canvas" data-page={page} tabIndex={0} aria-label={t('pdf.pageOf', { title, page })} role="region">
        {failed ? (
          <CannotPreview download={download} />
        ) : (
          <div className="pdf-viewer-sheet">
            <PdfBoundary fallback={<CannotPreview download={download} />} onError={fail}>
              {live ? (
                <Suspense fallback={<LoadingView rows={6} />}>
                  <PdfDocument file={file} page={page} scale={scale} width={width} onLoaded={setPages} onFailed={fail} />
                </Suspense>
              ) : (
                // pdf.js runs in a browser only: a server-rendered page (issue 12) shows the viewer once it runs
                <div className="pdf-viewer-waiting" />
              )}
            </PdfBoundary>
          </div>
        )}
      </div>
    </div>
  );
}

/** In an AntdScope: antd is not on a public page's first load, so its theme comes with its first user. */
export const PdfDownloadButton = withAntd(PdfDownloadButtonParts);

/** In an AntdScope: antd is not on a public page's first load, so its theme comes with its first user. */
export const PdfViewer = withAntd(PdfViewerParts);
