import { DownloadOutlined } from '@school/shared/kit';
import { Tabs } from 'antd';
import { PdfViewer, useMediaQuery } from '@school/shared/kit';
import englishPdf from '../../../assets/clinic/cervical-cancer-brochure-en.pdf';
import nepaliImage from '../../../assets/clinic/cervical-cancer-brochure-ne.svg';
import { BROCHURES } from './clinic-content';
import { withAntd } from '@school/shared/kit';

/** SPEC.md §9: the brochure tabs are hidden below 822 px. */
const NO_TABS = '(max-width: 821.98px)';

function EnglishBrochure() {
  return (
    <div className="w-brochure" data-testid="brochure-english">
      {/* The shared viewer; its download is the link below, so none is passed in. */}
      <PdfViewer file={englishPdf} title={BROCHURES.english.label} pageWidth={520} />
      <a className="w-button w-brochure-download" href={englishPdf} download={BROCHURES.english.fileName}>
        <DownloadOutlined aria-hidden="true" /> Download the brochure (PDF)
      </a>
    </div>
  );
}

function NepaliBrochure() {
  return (
    <div className="w-brochure" data-testid="brochure-nepali" lang="ne">
      <img src={nepaliImage} alt={BROCHURES.nepali.alt} width={800} height={948} loading="lazy" decoding="async" className="w-brochure-image" />
    </div>
  );
}

/**
 * The two brochures: as tabs on wide screens, and one after the other on
 * narrow ones, where the tabs are hidden but nothing is lost.
 */
function BrochuresParts() {
  const narrow = useMediaQuery(NO_TABS);
  if (narrow) {
    return (
      <div className="w-brochures-plain" data-testid="brochures-plain">
        <h3 className="w-brochure-title">{BROCHURES.english.label}</h3>
        <EnglishBrochure />
        <h3 className="w-brochure-title">{BROCHURES.nepali.label}</h3>
        <NepaliBrochure />
      </div>
    );
  }
  return (
    <Tabs
      className="w-brochure-tabs"
      data-testid="brochure-tabs"
      items={[
        { key: 'english', label: BROCHURES.english.label, children: <EnglishBrochure /> },
        { key: 'nepali', label: BROCHURES.nepali.label, children: <NepaliBrochure /> },
      ]}
    />
  );
}

/** In an AntdScope: antd is not on a public page's first load, so its theme comes with its first user. */
export const Brochures = withAntd(BrochuresParts);
