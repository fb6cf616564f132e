import { abbreviateCount, formatDate, imageVariant, matchesSearch, timeRemaining, truncate, youtubeId } from './index';

describe('formatDate', () => {
  it('formats as DD-MMM-YYYY', () => {
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('05-Mar-2026');
    expect(formatDate('2025-12-31')).toBe('31-Dec-2025');
  });
  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('abbreviateCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.23k'],
    [1235, '1.24k'],
    [999_999, '1m'],
    [2_500_000, '2.5m'],
    [3_456_789_012, '3.46b'],
    [7_000_000_000_000, '7t'],
  ])('%d → %s', (n, text) => expect(abbreviateCount(n)).toBe(text));
});

describe('truncate', () => {
  it('cuts to N characters followed by dots', () => {
    expect(truncate('a'.repeat(300), 299)).toBe(`${'a'.repeat(299)}...`);
  });
  it('leaves short text alone', () => {
    expect(truncate('short', 150)).toBe('short');
    expect(truncate(undefined, 5)).toBe('');
  });
});

describe('matchesSearch (news search)', () => {
  const news = { _id: '1', title: 'Science Fair Winners', author: 'Sita Sharma', description: 'Grade 10 projects', section: 'Primary' };
  it('does not filter at one character or less', () => {
    expect(matchesSearch(news, 'z')).toBe(true);
    expect(matchesSearch(news, ' ')).toBe(true);
  });
  it('matches case-insensitively across all fields', () => {
    expect(matchesSearch(news, 'science')).toBe(true);
    expect(matchesSearch(news, 'SHARMA')).toBe(true);
    expect(matchesSearch(news, 'primary')).toBe(true);
    expect(matchesSearch(news, 'grade 10')).toBe(true);
  });
  it('rejects text found in no field', () => {
    expect(matchesSearch(news, 'football')).toBe(false);
  });
});

describe('imageVariant', () => {
  it('maps an uploaded image to its thumbnail and web variants', () => {
    expect(imageVariant('/uploads/abc123.jpg', 'thumb')).toBe('/uploads/abc123.thumb.webp');
    expect(imageVariant('/uploads/abc123.PNG', 'web')).toBe('/uploads/abc123.web.webp');
  });
  it('leaves other paths unchanged', () => {
    expect(imageVariant('/uploads/file.pdf', 'thumb')).toBe('/uploads/file.pdf');
    expect(imageVariant('https://example.org/x.jpg', 'thumb')).toBe('https://example.org/x.jpg');
  });
});

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=3', 'dQw4w9WgXcQ'],
    ['youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s', (url, id) => expect(youtubeId(url)).toBe(id));
  it('rejects other links', () => {
    expect(youtubeId('https://vimeo.com/123')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull();
  });
});

describe('timeRemaining', () => {
  it('counts days and hours to the end of the deadline day', () => {
    const now = new Date('2026-03-01T00:00:00');
    expect(timeRemaining('2026-03-03', now)).toEqual({ days: 2, hours: 23 });
  });
  it('is null once the deadline has passed', () => {
    expect(timeRemaining('2026-01-01', new Date('2026-03-01'))).toBeNull();
  });
});
