import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LangContext, type Lang } from './lang';
import { SchoolDate } from './school-date';

const inLang = (lang: Lang, ui: React.ReactElement) => <LangContext.Provider value={lang}>{ui}</LangContext.Provider>;

describe('SchoolDate', () => {
  it('shows BS beside the DD-MMM-YYYY day on English pages', () => {
    render(inLang('en', <SchoolDate value="2026-11-23" />));
    const time = screen.getByText('Mangsir 7, 2083 BS (23-Nov-2026)');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-23');
  });

  it('shows the BS date in Nepali digits and month names on Nepali pages', () => {
    render(inLang('ne', <SchoolDate value="2026-11-23" />));
    expect(screen.getByText('७ मंसिर २०८३ (२३ नोभेम्बर २०२६)')).toBeInTheDocument();
  });

  it('uses the long AD date for deadlines, and an instant is its day in Kathmandu', () => {
    render(inLang('en', <SchoolDate value="2026-11-22T18:15:00.000Z" long />));
    expect(screen.getByText('Mangsir 7, 2083 BS (Monday, 23 November 2026)')).toBeInTheDocument();
  });

  it('renders nothing for a missing or invalid date', () => {
    const { container } = render(inLang('en', <SchoolDate value="not a date" />));
    expect(container).toBeEmptyDOMElement();
  });

  it('prints the same text on the server as in the browser, whatever the zone', () => {
    const original = process.env.TZ;
    const html = (zone: string) => {
      process.env.TZ = zone;
      return renderToString(inLang('ne', <SchoolDate value="2026-04-13T18:15:00.000Z" />));
    };
    try {
      const kathmandu = html('Asia/Kathmandu');
      expect(kathmandu).toContain('१ बैशाख २०८३');
      expect(html('America/Los_Angeles')).toBe(kathmandu);
      expect(html('Pacific/Kiritimati')).toBe(kathmandu);
    } finally {
      process.env.TZ = original;
    }
  });
});
