import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderRemote, type ApiCall } from '@school/shared/build/test';
import { VITAL_METRICS, type VitalMetric, type VitalStat, type VitalsSummary } from '@school/shared/contract';
import { SiteSpeedPanel } from './site-speed-panel';

// Issue 36, item 4: the dashboard's 'Site speed' panel.

const stats = (values: Partial<Record<VitalMetric, [number, VitalStat['rating']]>>): VitalStat[] =>
  VITAL_METRICS.map((metric) => {
    const v = values[metric];
    return v ? { metric, samples: 8, p75: v[0], rating: v[1] } : { metric, samples: 0, p75: null, rating: null };
  });

function summary(days: 7 | 28, lcp: number): VitalsSummary {
  const trend = Array.from({ length: days }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, metrics: stats(i >= days - 3 ? { LCP: [lcp - 200 * (days - 1 - i), 'good'] } : {}) }));
  return {
    site: 'school',
    days,
    from: trend[0]!.day,
    to: trend.at(-1)!.day,
    overall: stats({ LCP: [lcp, lcp > 2500 ? 'needs-improvement' : 'good'], INP: [560, 'poor'], CLS: [0.04, 'good'], FCP: [1900, 'needs-improvement'], TTFB: [700, 'good'] }),
    pages: [
      { page: '/', metrics: stats({ LCP: [lcp, 'good'] }) },
      { page: '/registration', metrics: stats({ INP: [560, 'poor'] }) },
      { page: '*', metrics: stats({ CLS: [0.3, 'poor'] }) },
    ],
    trend,
    connections: [
      { effectiveType: '3g', metrics: stats({ LCP: [3900, 'needs-improvement'] }) },
      { effectiveType: '4g', metrics: stats({ LCP: [1200, 'good'] }) },
    ],
  };
}

const answer = (call: ApiCall) => {
  const query = new URL(call.href).searchParams;
  return summary(query.get('days') === '28' ? 28 : 7, query.get('days') === '28' ? 2700 : 2100);
};

test("p75 of each metric, coloured by Google's thresholds, with its trend, per page and per connection", async () => {
  const calls = mockApi({ 'GET /api/dashboard/vitals': answer });
  renderRemote(<SiteSpeedPanel />, { signedIn: true });
  const overall = await screen.findByRole('list', { name: 'Each metric over all pages' });
  expect(new URL(calls[0]!.href).search).toBe('?site=school&days=7');
  const lcp = within(overall).getByLabelText('2.10 s, good');
  expect(lcp).toHaveClass('speed-good');
  expect(within(overall).getByLabelText('560 ms, poor')).toHaveClass('speed-poor');
  expect(within(overall).getByLabelText('1.90 s, needs improvement')).toHaveClass('speed-needs-improvement');
  expect(within(overall).getByLabelText('0.04, good')).toBeInTheDocument();
  // the trend: a line through the last three days' p75, none for the days without a sample
  const spark = within(overall).getByRole('img', { name: 'LCP each day of the last 7 days' });
  expect(spark.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
  expect(within(overall).getByRole('img', { name: 'INP each day of the last 7 days' }).querySelector('polyline')).toBeNull();

  const pages = screen.getByRole('table', { name: 'By page' });
  expect(within(pages).getAllByRole('row').map((r) => r.textContent)).toEqual([
    'PageLCPINPCLSFCPTTFB',
    '/2.10 s————',
    '/registration—560 ms———',
    'Other pages——0.30——',
  ]);
  const connections = screen.getByRole('table', { name: 'By connection' });
  expect(within(connections).getByRole('row', { name: /3G/ })).toHaveTextContent('3.90 s');
  expect(within(connections).getByLabelText('3.90 s, needs improvement')).toHaveClass('speed-needs-improvement');
  expect(within(connections).getByRole('row', { name: /4G/ })).toHaveTextContent('1.20 s');
});

test("28 days and the women's centre's site are a click away", async () => {
  const calls = mockApi({ 'GET /api/dashboard/vitals': answer });
  renderRemote(<SiteSpeedPanel />, { signedIn: true });
  await screen.findByRole('list', { name: 'Each metric over all pages' });
  await userEvent.click(screen.getByText('28 days'));
  expect(await screen.findByRole('img', { name: 'LCP each day of the last 28 days' })).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Each metric over all pages' })).getByLabelText('2.70 s, needs improvement')).toBeInTheDocument();
  await userEvent.click(screen.getByText("Women's centre"));
  await screen.findByRole('list', { name: 'Each metric over all pages' });
  expect(calls.map((c) => new URL(c.href).search)).toEqual(['?site=school&days=7', '?site=school&days=28', '?site=women&days=28']);
});

test('says when no visit was measured', async () => {
  mockApi({ 'GET /api/dashboard/vitals': { ...summary(7, 2100), overall: stats({}), pages: [], connections: [], trend: [] } });
  renderRemote(<SiteSpeedPanel />, { signedIn: true });
  expect(await screen.findByText('No visits measured in the last 7 days.')).toBeInTheDocument();
});
