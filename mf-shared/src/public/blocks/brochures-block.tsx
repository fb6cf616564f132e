import { Suspense } from 'react';
import type { Block } from '@school/shared/contract';
import { DownloadOutlined, LazyPdfViewer, useMediaQuery } from '@school/shared/kit';
import { usePublicText } from '../messages';
import { useNearViewport } from '../slider/use-near-viewport';
import { pick, type Lang } from './pick';
import { PlainTabs } from './plain-tabs';

type BrochuresData = Extract<Block, { type: 'brochures' }>;
type Brochure = BrochuresData['items'][number];

/** SPEC.md §9: the clinic's brochure tabs are hidden below 822 px. */
const NO_TABS = '(max-width: 821.98px)';

const isPdf = (file: string) => /\.pdf$/i.test(file);

/** The test ids the clinic's suites read: a brochure is named for the language it is written in. */
const testId = (b: Brochure) => (b.lang === 'ne' ? 'brochure-nepali' : 'brochure-english');

/** A download's file name: the brochure's English title, as a file name. */
const fileName = (title: string) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'brochure'}.pdf`;

/**
 * A PDF brochure's viewer, fetched (with antd, react-pdf and pdf.js) once it comes near the viewport
 * (issue 36: the clinic loaded them all on its first visit); until then a box where it will show.
 */
function DeferredViewer({ file, title }: { file: string; title: string }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const waiting = <div className="block-brochure-waiting" />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={waiting}>
          <LazyPdfViewer file={file} title={title} pageWidth={520} />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}

/** One brochure: a PDF in the shared viewer with its download link, or an image shown whole; marked with its own language. */
function Document({ item, lang }: { item: Brochure; lang: Lang }) {
  const { t } = usePublicText();
  const title = pick(item.title, item.ne?.title, lang);
  if (!isPdf(item.file)) {
    return (
      <div className="block-brochure" data-testid={testId(item)} lang={item.lang}>
        <img src={item.file} alt={pick(item.alt ?? '', item.ne?.alt, lang)} width={800} height={948} loading="lazy" decoding="async" className="block-brochure-image" />
      </div>
    );
  }
  return (
    <div className="block-brochure" data-testid={testId(item)}>
      {/* the viewer's download is the link below, so none is passed in */}
      <div lang={item.lang}>
        <DeferredViewer file={item.file} title={title} />
      </div>
      <a className="pub-button block-brochure-download" href={item.file} download={fileName(item.title)}>
        <DownloadOutlined aria-hidden="true" /> {t('blocks.download')}
      </a>
    </div>
  );
}

/**
 * Documents to read on the page (issue 31, the clinic's brochures): as tabs on wide screens, and one after
 * the other under their titles on narrow ones, where the tabs are hidden but nothing is lost.
 */
export function BrochuresBlock({ block, lang }: { block: BrochuresData; lang: Lang }) {
  const narrow = useMediaQuery(NO_TABS);
  if (narrow) {
    return (
      <div className="block-brochures-plain" data-testid="brochures-plain">
        {block.items.map((item, i) => (
          <div key={i}>
            <h3 className="block-brochure-title">{pick(item.title, item.ne?.title, lang)}</h3>
            <Document item={item} lang={lang} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <PlainTabs
      id="brochures"
      className="block-brochure-tabs"
      data-testid="brochure-tabs"
      items={block.items.map((item, i) => ({ key: String(i), label: pick(item.title, item.ne?.title, lang), children: <Document item={item} lang={lang} /> }))}
    />
  );
}
