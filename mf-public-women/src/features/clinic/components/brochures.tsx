import { DownloadOutlined } from '@school/shared/kit';
import { Tabs } from 'antd';
import { PdfViewer, useLang, useMediaQuery } from '@school/shared/kit';
import englishPdf from '../../../assets/clinic/cervical-cancer-brochure-en.pdf';
import nepaliImage from '../../../assets/clinic/cervical-cancer-brochure-ne.svg';
import { BROCHURES } from './clinic-content';
import { BROCHURES_NE } from './clinic-content.ne';

/** The brochures' names in the page's language: SPEC's English on English pages. */
function useBrochureText() {
  const ne = useLang() === 'ne';
  return {
    english: ne ? BROCHURES_NE.english.label : BROCHURES.english.label,
    nepali: ne ? BROCHURES_NE.nepali.label : BROCHURES.nepali.label,
    alt: ne ? BROCHURES_NE.nepali.alt : BROCHURES.nepali.alt,
    download: ne ? BROCHURES_NE.download : 'Download the brochure (PDF)',
  };
}
import { withAntd } from '@school/shared/kit';

/** SPEC.md §9: the brochure tabs are hidden below 822 px. */
const NO_TABS = '(max-width: 821.98px)';

function EnglishBrochure() {
  const text = useBrochureText();
  return (
    <div className="w-brochure" data-testid="brochure-english">
      {/* The shared viewer; its download is the link below, so none is passed in. */}
      {/* the brochure itself is in English */}
      <div lang="en">
        <PdfViewer file={englishPdf} title={text.english} pageWidth={520} />
      </div>
      <a className="w-button w-brochure-download" href={englishPdf} download={BROCHURES.english.fileName}>
        <DownloadOutlined aria-hidden="true" /> {text.download}
      </a>
    </div>
  );
}

function NepaliBrochure() {
  const text = useBrochureText();
  return (
    <div className="w-brochure" data-testid="brochure-nepali" lang="ne">
      <img src={nepaliImage} alt={text.alt} width={800} height={948} loading="lazy" decoding="async" className="w-brochure-image" />
    </div>
  );
}

/**
 * The two brochures: as tabs on wide screens, and one after the other on
 * narrow ones, where the tabs are hidden but nothing is lost.
 */
function BrochuresParts() {
  const narrow = useMediaQuery(NO_TABS);
  const text = useBrochureText();
  if (narrow) {
    return (
      <div className="w-brochures-plain" data-testid="brochures-plain">
        <h3 className="w-brochure-title">{text.english}</h3>
        <EnglishBrochure />
        <h3 className="w-brochure-title">{text.nepali}</h3>
        <NepaliBrochure />
      </div>
    );
  }
  return (
    <Tabs
      className="w-brochure-tabs"
      data-testid="brochure-tabs"
      items={[
        { key: 'english', label: text.english, children: <EnglishBrochure /> },
        { key: 'nepali', label: text.nepali, children: <NepaliBrochure /> },
      ]}
    />
  );
}

/** In an AntdScope: antd is not on a public page's first load, so its theme comes with its first user. */
export const Brochures = withAntd(BrochuresParts);
