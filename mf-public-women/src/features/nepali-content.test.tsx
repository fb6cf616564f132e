import { screen } from '@testing-library/react';
import { LangContext } from '@school/shared/kit';
import { mockApi, renderRemote } from '@school/shared/build/test';
import { ABOUT_AIMS, ABOUT_INTRO, COURSES } from './about/components/about-content';
import { ABOUT_AIMS_NE, ABOUT_INTRO_NE, COURSES_NE } from './about/components/about-content.ne';
import { CLINIC_HOURS, CLINIC_INTRO, CLINIC_SERVICES } from './clinic/components/clinic-content';
import { CLINIC_HOURS_NE, CLINIC_INTRO_NE, CLINIC_SERVICES_NE } from './clinic/components/clinic-content.ne';
import { HEAD_MESSAGE, HOME_CARDS, HOME_CLAIMS } from './home/components/home-content';
import { HEAD_MESSAGE_NE, HOME_CARDS_NE, HOME_CLAIMS_NE } from './home/components/home-content.ne';
import { GoalCards } from './home/components/goal-cards';
import { HeadMessage } from './home/components/head-message';

const DEVANAGARI = /[\u0900-\u097F]/;

/** The prose leaves of a text object, with their paths (a `key` is an identifier, not prose). */
function leaves(x: unknown, path = ''): Array<[string, string]> {
  if (typeof x === 'string') return path.endsWith('.key') ? [] : [[path, x]];
  if (Array.isArray(x)) return x.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (x && typeof x === 'object') return Object.entries(x).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  return [];
}

describe('the women’s centre’s static text in Nepali (issue 13)', () => {
  it.each([
    ['ABOUT_INTRO', ABOUT_INTRO, ABOUT_INTRO_NE],
    ['ABOUT_AIMS', ABOUT_AIMS, ABOUT_AIMS_NE],
    ['COURSES', COURSES, COURSES_NE],
    ['CLINIC_INTRO', CLINIC_INTRO, CLINIC_INTRO_NE],
    ['CLINIC_SERVICES', CLINIC_SERVICES, CLINIC_SERVICES_NE],
    ['CLINIC_HOURS', CLINIC_HOURS, CLINIC_HOURS_NE],
    ['HOME_CLAIMS', HOME_CLAIMS, HOME_CLAIMS_NE],
    ['HOME_CARDS', HOME_CARDS, HOME_CARDS_NE],
    ['HEAD_MESSAGE', HEAD_MESSAGE, HEAD_MESSAGE_NE],
  ])('%s has the English shape (same paths and keys), every text in Devanagari', (_name, en, ne) => {
    const enLeaves = leaves(en);
    const neLeaves = leaves(ne);
    expect(neLeaves.map(([p]) => p)).toEqual(enLeaves.map(([p]) => p));
    expect(neLeaves.filter(([, text]) => !DEVANAGARI.test(text))).toEqual([]);
  });

  it('the home cards and the head’s message read in Nepali on a Nepali page, in English otherwise', () => {
    mockApi({});
    const { unmount } = renderRemote(
      <LangContext.Provider value="ne">
        <GoalCards />
        <HeadMessage />
      </LangContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'हाम्रो दृष्टिकोण' })).toBeInTheDocument();
    expect(screen.getByText(HEAD_MESSAGE_NE.paragraphs[1])).toBeInTheDocument();
    unmount();
    renderRemote(
      <>
        <GoalCards />
        <HeadMessage />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
    expect(screen.getByText(HEAD_MESSAGE.paragraphs[1])).toBeInTheDocument();
  });
});
