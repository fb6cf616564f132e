import type { Metric } from 'web-vitals';
import { reportVitals } from './report-vitals';
import { startVitals } from './start-vitals';

// Issue 36, item 4: a sampled share of public page views reports LCP, INP, CLS, FCP and TTFB with
// navigator.sendBeacon, the page as its route pattern; the consoles never do.

const callbacks = new Map<string, (m: Metric) => void>();
jest.mock('web-vitals', () => {
  const on = (name: string) => (cb: (m: Metric) => void) => callbacks.set(name, cb);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const beacon = jest.fn((_url: string, _body: Blob) => true);
const metric = (name: Metric['name'], value: number, rating: Metric['rating']): Metric =>
  ({ name, value, rating, delta: value, id: 'v5-1', entries: [], navigationType: 'navigate' }) satisfies Metric;
const parse = (text: string): unknown => JSON.parse(text);
const sent = async () => Promise.all(beacon.mock.calls.map(async ([url, body]) => ({ url, type: body.type, size: body.size, json: parse(await body.text()) })));

beforeEach(() => {
  callbacks.clear();
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  Object.defineProperty(navigator, 'connection', { value: { effectiveType: '3g', saveData: true }, configurable: true });
  Object.defineProperty(navigator, 'deviceMemory', { value: 2, configurable: true });
});

describe('the reporter', () => {
  it('sends each metric as one small JSON beacon with the route pattern, never the URL', async () => {
    reportVitals('school', '/ne/news/42', '');
    expect([...callbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    callbacks.get('LCP')!(metric('LCP', 2345.678912, 'good'));
    callbacks.get('CLS')!(metric('CLS', 0.123456789, 'needs-improvement'));
    const [lcp, cls] = await sent();
    expect(lcp).toMatchObject({ url: '/api/vitals', type: 'application/json' });
    expect(lcp!.json).toEqual({ page: '/news/:id', site: 'school', lang: 'ne', metric: 'LCP', value: 2345.6789, rating: 'good', effectiveType: '3g', saveData: true, deviceMemory: 2 });
    expect(cls!.json).toMatchObject({ metric: 'CLS', value: 0.1235, rating: 'needs-improvement' });
    expect(JSON.stringify([lcp!.json, cls!.json])).not.toContain('42');
    expect(lcp!.size).toBeLessThan(1024);
  });

  it("says 'unknown' where the browser has no connection information, and leaves deviceMemory out", async () => {
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'deviceMemory', { value: undefined, configurable: true });
    reportVitals('women', '/gallery/a1', 'https://api.example.org');
    callbacks.get('INP')!(metric('INP', 312, 'needs-improvement'));
    const [inp] = await sent();
    expect(inp!.url).toBe('https://api.example.org/api/vitals');
    expect(inp!.json).toEqual({ page: '/gallery/:id', site: 'women', lang: 'en', metric: 'INP', value: 312, rating: 'needs-improvement', effectiveType: 'unknown', saveData: false });
  });

  it('reports nothing for a console page', () => {
    reportVitals('school', '/admin/login');
    expect(callbacks.size).toBe(0);
  });
});

describe('sampling', () => {
  it('a public view reports when the draw falls under VITALS_SAMPLE_RATE, after the page has loaded', async () => {
    window.history.pushState(null, '', '/registration');
    expect(document.readyState).toBe('complete');
    expect(startVitals('mf_public_school', { vitalsSampleRate: 0.25, apiBase: '' }, () => 0.2)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callbacks.size).toBe(5);
    callbacks.get('TTFB')!(metric('TTFB', 640, 'good'));
    expect((await sent())[0]!.json).toMatchObject({ page: '/registration', site: 'school', metric: 'TTFB' });
  });

  it.each([
    ['a draw over the rate', 'mf_public_school', 0.25, 0.3],
    ['a rate of 0', 'mf_public_women', 0, 0],
    ['no rate in the config', 'mf_public_school', undefined, 0],
    ["the school's console", 'mf_admin_school', 1, 0],
    ["the women's console", 'mf_admin_women', 1, 0],
  ] as const)('%s loads nothing', async (_, remote, rate, draw) => {
    expect(startVitals(remote, { vitalsSampleRate: rate, apiBase: '' }, () => draw)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callbacks.size).toBe(0);
  });
});
