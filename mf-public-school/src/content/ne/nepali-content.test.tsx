import { screen } from '@testing-library/react';
import { LangContext } from '@school/shared/kit';
import { mockApi, renderRemote } from '@school/shared/build/test';
import { ABOUT } from '../about';
import { ALUMNI } from '../alumni';
import { BOD_MESSAGES } from '../bod';
import { COLLEGE_ADMIN_MESSAGE, PROGRAMMES } from '../college';
import { HONORARY, OVERSEAS_STAFF } from '../hafamily';
import { HERO_FALLBACK, INTRO } from '../home';
import { ORG } from '../org';
import { SCHOLARSHIP } from '../scholarship';
import { SCHOOL_PAGE } from '../school';
import { WOMEN_PAGE } from '../women-centre';
import { ABOUT_NE } from './about';
import { ALUMNI_NE } from './alumni';
import { BOD_MESSAGES_NE } from './bod';
import { COLLEGE_ADMIN_MESSAGE_NE, PROGRAMMES_NE } from './college';
import { HONORARY_NE, OVERSEAS_STAFF_NE } from './hafamily';
import { HERO_FALLBACK_NE, INTRO_NE } from './home';
import { ORG_NE } from './org';
import { SCHOLARSHIP_NE } from './scholarship';
import { SCHOOL_PAGE_NE } from './school';
import { WOMEN_PAGE_NE } from './women-centre';
import AboutPage from '../../pages/about-page';

/** Leaves that are not prose: identifiers and the initials of the English names. */
const NOT_PROSE = new Set(['key', 'initials', 'overseasShort']);
const DEVANAGARI = /[\u0900-\u097F]/;

/** Every difference in shape between the English and the Nepali, and every prose leaf not in Devanagari. */
function problems(en: unknown, ne: unknown, path = ''): string[] {
  if (typeof en === 'string') {
    if (typeof ne !== 'string') return [`${path}: not a string`];
    const key = path.split('.').pop() ?? '';
    if (NOT_PROSE.has(key)) return ne === en ? [] : [`${path}: should stay ${en}`];
    return DEVANAGARI.test(ne) ? [] : [`${path}: not in Nepali: ${ne}`];
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(ne) || ne.length !== en.length) return [`${path}: ${en.length} entries in English`];
    return en.flatMap((x, i) => problems(x, ne[i], `${path}[${i}]`));
  }
  if (en && typeof en === 'object') {
    if (!ne || typeof ne !== 'object') return [`${path}: missing`];
    const keys = Object.keys(en);
    const extra = Object.keys(ne).filter((k) => !keys.includes(k));
    return [...extra.map((k) => `${path}.${k}: not in English`), ...keys.flatMap((k) => problems((en as Record<string, unknown>)[k], (ne as Record<string, unknown>)[k], `${path}.${k}`))];
  }
  return [];
}

describe('the school site’s static text in Nepali (issue 13)', () => {
  it.each([
    ['ABOUT', ABOUT, ABOUT_NE],
    ['ALUMNI', ALUMNI, ALUMNI_NE],
    ['BOD_MESSAGES', BOD_MESSAGES, BOD_MESSAGES_NE],
    ['PROGRAMMES', PROGRAMMES, PROGRAMMES_NE],
    ['COLLEGE_ADMIN_MESSAGE', COLLEGE_ADMIN_MESSAGE, COLLEGE_ADMIN_MESSAGE_NE],
    ['OVERSEAS_STAFF', OVERSEAS_STAFF, OVERSEAS_STAFF_NE],
    ['HONORARY', HONORARY, HONORARY_NE],
    ['INTRO', INTRO, INTRO_NE],
    ['HERO_FALLBACK', HERO_FALLBACK, HERO_FALLBACK_NE],
    ['ORG', ORG, ORG_NE],
    ['SCHOLARSHIP', SCHOLARSHIP, SCHOLARSHIP_NE],
    ['SCHOOL_PAGE', SCHOOL_PAGE, SCHOOL_PAGE_NE],
    ['WOMEN_PAGE', WOMEN_PAGE, WOMEN_PAGE_NE],
  ])('%s has the English shape, with every text in Devanagari', (_name, en, ne) => {
    expect(problems(en, ne)).toEqual([]);
  });

  it('finds a text left in English (the check itself)', () => {
    expect(problems({ intro: 'Hello', key: 'a' }, { intro: 'Hello', key: 'a' })).toEqual(['.intro: not in Nepali: Hello']);
    expect(problems(['a', 'b'], ['क'])).toEqual([': 2 entries in English']);
  });

  it('the About page shows the Nepali text under /ne and the English text otherwise', () => {
    mockApi({});
    const { unmount } = renderRemote(
      <LangContext.Provider value="ne">
        <AboutPage />
      </LangContext.Provider>,
    );
    expect(screen.getByText(ABOUT_NE.intro)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'हाम्रो ध्येय' })).toBeInTheDocument();
    expect(screen.queryByText(ABOUT.intro)).not.toBeInTheDocument();
    unmount();
    renderRemote(<AboutPage />);
    expect(screen.getByText(ABOUT.intro)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
  });
});
