import 'react-pdf/dist/Page/TextLayer.css';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import { ErrorView, LoadingView, useMediaQuery } from '@school/shared/ui';

// The worker is bundled with this remote and served from its own origin: never a CDN.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/**
 * The English brochure shown inline, one page at a time, with previous and
 * next buttons. react-pdf and pdf.js live in this chunk only.
 */
export default function BrochurePdf({ file, title }: { file: string; title: string }) {
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const narrow = useMediaQuery('(max-width: 599.98px)');
  const width = narrow ? 300 : 520;

  return (
    <div className="w-pdf" role="group" aria-label={title}>
      <div className="w-pdf-controls">
        <Button icon={<LeftOutlined />} onClick={() => setPage(page - 1)} disabled={page <= 1}>
          Previous page
        </Button>
        <span aria-live="polite" data-testid="brochure-page">
          Page {page} of {pages || '…'}
        </span>
        <Button onClick={() => setPage(page + 1)} disabled={!pages || page >= pages}>
          Next page <RightOutlined />
        </Button>
      </div>
      <Document
        file={file}
        onLoadSuccess={(doc) => setPages(doc.numPages)}
        loading={<LoadingView rows={8} />}
        error={<ErrorView message="Failed to load the brochure. Please use the download link instead." />}
        className="w-pdf-document"
      >
        <Page
          pageNumber={page}
          width={width}
          renderAnnotationLayer={false}
          loading={<div className="w-pdf-page-placeholder" />}
          className="w-pdf-page"
        />
      </Document>
    </div>
  );
}
