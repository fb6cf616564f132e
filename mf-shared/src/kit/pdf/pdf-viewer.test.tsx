import { fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { PdfViewer } from './pdf-viewer';
import { PdfViewerModal } from './pdf-viewer-modal';

// pdf.js cannot run in jsdom: react-pdf is replaced by a stand-in whose behaviour each test picks.
type Mode = 'ok' | 'load-error' | 'throws';
let mode: Mode = 'ok';
jest.mock('./pdf-worker', () => ({ PDF_WORKER_URL: '/remotes/test/pdf.worker.min.mjs' }));
jest.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: {} },
  Document: ({ onLoadSuccess, onLoadError, children }: { onLoadSuccess: (d: { numPages: number }) => void; onLoadError: (e: Error) => void; children: React.ReactNode }) => {
    useEffect(() => {
      if (mode === 'ok') onLoadSuccess({ numPages: 3 });
      if (mode === 'load-error') onLoadError(Object.assign(new Error('Invalid PDF structure.'), { name: 'InvalidPDFException' }));
    }, []); // eslint-disable-line react-hooks/exhaustive-deps
    // What react-pdf's default (Suspense) mode does with a broken file: it throws during render.
    if (mode === 'throws') throw new Error('Invalid PDF structure.');
    return <div data-testid="document">{mode === 'ok' ? children : null}</div>;
  },
  Page: ({ pageNumber, scale }: { pageNumber: number; scale: number }) => <div data-testid="page" data-page-number={pageNumber} data-scale={scale} />,
}));

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('PdfViewer', () => {
  it('pages and zooms within SPEC §9: minus off below 0.6, plus off at 2, step 0.1', async () => {
    mode = 'ok';
    render(<PdfViewer file="/uploads/a.pdf" title="Routine" />);
    expect(await screen.findByText('of 3')).toHaveAttribute('data-testid', 'pdf-page-count');
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByTestId('page')).toHaveAttribute('data-page-number', '3');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByTestId('page')).toHaveAttribute('data-page-number', '2');
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('60%');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    for (let i = 0; i < 14; i++) fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByTestId('pdf-zoom')).toHaveTextContent('200%');
    expect(screen.getByTestId('page')).toHaveAttribute('data-scale', '2');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  });

  it.each<Mode>(['load-error', 'throws'])('a file that is not a readable PDF (%s) shows the message and a download link, and nothing crashes', async (m) => {
    mode = m;
    if (m === 'throws') jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <p>The rest of the console</p>
        <PdfViewer file="/api/registrations/files/x.pdf" title="Mark sheet" download={{ name: 'marksheet.pdf', href: '/files/marksheet.pdf' }} />
      </div>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This file cannot be previewed');
    const link = within(alert).getByRole('link', { name: /Download marksheet\.pdf/ });
    expect(link).toHaveAttribute('href', '/files/marksheet.pdf');
    expect(link).toHaveAttribute('download', 'marksheet.pdf');
    expect(screen.getByText('The rest of the console')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('offers a fetched download as a button when there is no public link', async () => {
    mode = 'load-error';
    const onClick = jest.fn();
    render(<PdfViewerModal file={{ data: new Uint8Array([1, 2, 3]) }} title="Mark sheet" download={{ name: 'Mark sheet', onClick }} onClose={() => undefined} />);
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: /Download Mark sheet/ }));
    expect(onClick).toHaveBeenCalledTimes(1);
    // The dialog's footer keeps its own Download too.
    expect(screen.getAllByRole('button', { name: /Download Mark sheet/ })).toHaveLength(2);
  });
});
